import { useDocumentTitle } from "../../../hooks/use-document-title";
import { AuthShell } from "../components/auth-shell";
import { SignupForm } from "../components/signup-form";
import { useAuthText } from "../i18n";

export function SignupPage() {
  const { t } = useAuthText();
  useDocumentTitle(t("signup.title"));
  return (
    <AuthShell title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <SignupForm />
    </AuthShell>
  );
}
