import { z } from "zod";
import { LANGUAGE_CODES } from "../domain/languages";
import { isValidTimeZone } from "../domain/timezone";

/** Ranges and defaults from requirements S9. */
export const PREF_LIMITS = {
  glossaryTermCount: { min: 1, max: 20, default: 7 },
  mcqDelay: { min: 1, max: 10, default: 3 },
  mcqPreference: { min: 0, max: 100, default: 50 },
  dailySessions: { min: 1, max: 20, default: 1 },
  sessionLengthMin: { min: 5, max: 180, default: 15 },
} as const;

export const PASSWORD_MIN_LENGTH = 8;

function intIn(name: keyof typeof PREF_LIMITS) {
  const { min, max } = PREF_LIMITS[name];
  return z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(min, { message: `must be at least ${min}` })
    .max(max, { message: `must be at most ${max}` });
}

export const UserPrefs = z.object({
  uiSounds: z.boolean({ message: "must be true or false" }),
  /** Read each card's face (and back, once shown) aloud in study; off so it never talks over a screen reader. */
  autoRead: z.boolean({ message: "must be true or false" }),
  customLanguage: z.enum(LANGUAGE_CODES, { message: "must be one of the 28 supported languages" }).nullable(),
  glossaryTermCount: intIn("glossaryTermCount"),
  mcqDelay: intIn("mcqDelay"),
  mcqPreference: intIn("mcqPreference"),
  dailySessions: intIn("dailySessions"),
  sessionLengthMin: intIn("sessionLengthMin"),
});
export type UserPrefs = z.infer<typeof UserPrefs>;

export const DEFAULT_PREFS: UserPrefs = {
  uiSounds: true,
  autoRead: false,
  customLanguage: null,
  glossaryTermCount: PREF_LIMITS.glossaryTermCount.default,
  mcqDelay: PREF_LIMITS.mcqDelay.default,
  mcqPreference: PREF_LIMITS.mcqPreference.default,
  dailySessions: PREF_LIMITS.dailySessions.default,
  sessionLengthMin: PREF_LIMITS.sessionLengthMin.default,
};

export const Email = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, { message: "Email is required" })
  .max(254, { message: "Email is too long" })
  .pipe(z.email({ message: "Enter a valid email address" }));

/** The rule for every password a user chooses: at signup, on a reset, on a change. */
export const NewPassword = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(256, { message: "Password must be at most 256 characters" });

export const SignupBody = z.object({
  email: Email,
  password: NewPassword,
  displayName: z
    .string()
    .trim()
    .max(80, { message: "Display name must be at most 80 characters" })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type SignupBody = z.input<typeof SignupBody>;

/** A password the user already has (login, confirming a change): only present and not absurdly long. */
export const CurrentPassword = z
  .string({ message: "Password is required" })
  .min(1, { message: "Password is required" })
  .max(256, { message: "Password must be at most 256 characters" });

export const LoginBody = z.object({
  email: Email,
  password: CurrentPassword,
});
export type LoginBody = z.input<typeof LoginBody>;

export const TimeZone = z
  .string({ message: "must be a time zone" })
  .refine(isValidTimeZone, { message: "must be a valid IANA time zone, e.g. Europe/Berlin" });

export const UpdateMeBody = z
  .object({
    displayName: z
      .string()
      .trim()
      .max(80, { message: "must be at most 80 characters" })
      .nullable()
      .optional(),
    timezone: TimeZone.optional(),
    prefs: UserPrefs.partial().strict().optional(),
  })
  .strict();
export type UpdateMeBody = z.input<typeof UpdateMeBody>;

export const User = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  timezone: z.string(),
  emailVerified: z.boolean(),
  guidelinesAccepted: z.boolean(),
  createdAt: z.string(),
  prefs: UserPrefs,
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({ data: z.object({ user: User, token: z.string() }) });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const MeResponse = z.object({ data: z.object({ user: User }) });
export type MeResponse = z.infer<typeof MeResponse>;

/** PATCH /auth/me: the settings modal reads `user`, the language switch reads `data.user` (requirements S7). */
export const UpdateMeResponse = z.object({ user: User, data: z.object({ user: User }) });
export type UpdateMeResponse = z.infer<typeof UpdateMeResponse>;

export const VerifyEmailParams = z.object({ token: z.string().min(1).max(200) });
export const ResendVerificationBody = z.object({ email: Email }).strict();
