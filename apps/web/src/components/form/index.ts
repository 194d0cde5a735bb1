/** The one form model: see README.md. */
export { ControlsFieldset, useHydrated } from "./controls-fieldset";
export { countErrors, errorAt } from "./error-at";
export { FormErrorSummary } from "./form-error-summary";
export { FieldErrorText, SelectField, TextareaField, TextField } from "./form-fields";
export { showServerErrors } from "./server-errors";
export { type FormSchema, useZodForm } from "./use-zod-form";
