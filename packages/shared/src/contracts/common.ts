import { z } from "zod";

/** Every error the API sends: `{ error: { code, message, fields? } }`. The client shows `error.message`. */
export const ErrorCode = z.enum([
  "VALIDATION_ERROR",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "BUDGET_EXCEEDED",
  "AI_NOT_CONFIGURED",
  "AI_ERROR",
  "GUIDELINES_NOT_ACCEPTED",
  "EMAIL_NOT_VERIFIED",
  "CONTENT_NOT_ALLOWED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * The `fields` key of an error about a part of the request as a whole (a body that is not an object, a body
 * that is not JSON), where no field path exists. Every other key is the dotted path of the field at fault:
 * `cards.2.face` in the body, the parameter's name in the query string or the path (docs/decisions/validation-errors.md).
 */
export const WHOLE_PART_FIELD = { body: "$body", query: "$query", params: "$params" } as const;

export const ErrorResponse = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const Id = z.uuid({ message: "must be a valid id" });
export const IdParams = z.object({ id: Id });

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Query-string booleans arrive as text. */
export const QueryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** A trimmed, non-blank string with a length limit; the message names what is missing. */
export function requiredText(label: string, max = 10_000) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });
}
