import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, errorMessage } from "../../lib/api-client";

/**
 * Shows a failed save in the form: each field the server named gets its message (the same paths as the
 * form's values, since both follow the shared schema), and the form's root error gets the server's
 * message, or `fallback` when the server sent none.
 */
export function showServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fallback: string,
): void {
  if (error instanceof ApiError && error.fields) {
    for (const [path, message] of Object.entries(error.fields)) {
      if (path) form.setError(path as Path<TValues>, { type: "server", message });
    }
  }
  form.setError("root.server", { type: "server", message: errorMessage(error, fallback) });
}
