import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { countErrors } from "./error-at";

/**
 * Below a form: how many fields need fixing (each shows its own message) and the server's message of a
 * failed save. Nothing before the first submit.
 */
export function FormErrorSummary({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { formState } = useFormContext();
  const count = countErrors(formState.errors);
  const server = formState.errors.root?.server?.message;
  if (count === 0 && !server) return null;
  return (
    <div role="alert" className={className ?? "space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-700"}>
      {server ? <p>{server}</p> : null}
      {count > 0 ? <p>{t("form.fixFields", { count })}</p> : null}
    </div>
  );
}
