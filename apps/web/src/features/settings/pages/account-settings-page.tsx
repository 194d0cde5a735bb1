import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAuthStore } from "../../../stores/auth-store";
import { ChangeEmailSection } from "../components/account/change-email-section";
import { ChangePasswordSection } from "../components/account/change-password-section";
import { DataExportSection } from "../components/account/data-export-section";
import { DeleteAccountSection } from "../components/account/delete-account-section";
import { SignInsSection } from "../components/account/sign-ins-section";
import { useSettingsText } from "../i18n";

/** Settings → Account: email, password, where the account is signed in, exporting its data, and deleting it. */
export function AccountSettingsPage() {
  const { t } = useSettingsText();
  useDocumentTitle(t("account.title"));
  const user = useAuthStore((s) => s.user);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("account.title")}</h1>
      {user ? <ChangeEmailSection email={user.email} /> : null}
      <ChangePasswordSection />
      <SignInsSection />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
