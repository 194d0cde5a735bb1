import { ApiError } from "../../../lib/api-client";

/** Errors that mean "no such course for this user": missing, malformed id, or someone else's private course. */
export const isNotFound = (err: unknown) => err instanceof ApiError && [400, 403, 404].includes(err.status);
