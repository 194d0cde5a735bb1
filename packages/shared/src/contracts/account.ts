import { z } from "zod";
import { CurrentPassword, Email, NewPassword } from "./auth";

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The words the user types to confirm the deletion of the account. */
export const DELETE_CONFIRMATION = "DELETE";

const LinkToken = z
  .string({ message: "Token is required" })
  .min(1, { message: "Token is required" })
  .max(200, {
    message: "Token is too long",
  });

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: LinkToken, password: NewPassword });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.object({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const ChangeEmailBody = z.object({ newEmail: Email, password: CurrentPassword });
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;

export const ConfirmEmailChangeBody = z.object({ token: LinkToken });
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBody>;

/** One active sign-in (an unrevoked, unexpired token), described from its user agent. */
export const SignIn = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The sign-in this request came from. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof SignIn>;

export const SignInsResponse = z.object({ data: z.array(SignIn) });
export type SignInsResponse = z.infer<typeof SignInsResponse>;

export const RevokedResponse = z.object({ message: z.string(), revoked: z.number().int() });
export type RevokedResponse = z.infer<typeof RevokedResponse>;

export const DeleteAccountBody = z.object({
  confirmation: z
    .string({ message: `Type ${DELETE_CONFIRMATION} to confirm` })
    .refine((v) => v === DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm` }),
  password: CurrentPassword,
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

/** What deleting the account will do to what others use, shown in the dialog before it happens. */
export const DeletionPreviewResponse = z.object({
  data: z.object({
    courses: z.number().int(),
    /** Public courses other learners study or collect: they are kept for them, without the owner. */
    sharedCourses: z.number().int(),
  }),
});
export type DeletionPreviewResponse = z.infer<typeof DeletionPreviewResponse>;

/** A data export of the signed-in user (Settings → Account → Export my data). */
export const DataExportStatus = z.object({
  id: z.uuid(),
  state: z.enum(["queued", "running", "completed", "failed"]),
  /** Courses written into the zip so far, of all the user owns. */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  /** Size of the zip in bytes once completed. */
  size: z.number().int().min(0).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type DataExportStatus = z.infer<typeof DataExportStatus>;
export const DataExportResponse = z.object({ data: DataExportStatus });
export type DataExportResponse = z.infer<typeof DataExportResponse>;

/** How long a finished export can be downloaded; a newer export replaces it at once. */
export const DATA_EXPORT_TTL_DAYS = 7;
