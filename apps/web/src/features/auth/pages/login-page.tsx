import { useSearchParams } from "react-router";
import { SESSION_EXPIRED_REASON } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { AuthShell } from "../components/auth-shell";
import { LoginForm } from "../components/login-form";
import { authEnglish, useAuthText } from "../i18n";

/** The English text (requirements S4 word for word). */
export const SESSION_EXPIRED_MESSAGE = authEnglish.login.sessionExpired;

export function LoginPage() {
  const { t } = useAuthText();
  useDocumentTitle(t("login.title"));
  const [params] = useSearchParams();
  const expired = params.get("reason") === SESSION_EXPIRED_REASON;
  return (
    <AuthShell title={t("login.title")} subtitle={t("login.subtitle")}>
      {expired ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t("login.sessionExpired")}
        </p>
      ) : null}
      <LoginForm />
    </AuthShell>
  );
}
