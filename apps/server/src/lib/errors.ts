import type { ErrorCode } from "@recall/shared";

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  BUDGET_EXCEEDED: 402,
  AI_NOT_CONFIGURED: 503,
  AI_ERROR: 502,
  GUIDELINES_NOT_ACCEPTED: 403,
  EMAIL_NOT_VERIFIED: 403,
  CONTENT_NOT_ALLOWED: 422,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The one error type of the server: a stable `code`, the user-facing message, optional field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError("BAD_REQUEST", message, fields);
/** A 400 about the state of what one field points to (an inactive course, a used link): `fields` names it. */
export const badRequestOn = (field: string, message: string) =>
  new AppError("BAD_REQUEST", message, { [field]: message });
export const unauthorized = (message = "Authentication required") => new AppError("UNAUTHORIZED", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);
