import { DELETE_CONFIRMATION, DeleteAccountBody } from "@recall/shared";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormErrorSummary, showServerErrors, TextField, useZodForm } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { Spinner } from "../../../../components/ui/spinner";
import { paths } from "../../../../config/paths";
import i18n from "../../../../lib/i18n";
import { PasswordField, useDeleteAccount, useDeletionPreview } from "../../../auth";
import { settingsEnglish, useSettingsText } from "../../i18n";
import { AccountSection } from "./account-section";

/** The English of what goes (tests and the spec's wording); the dialog shows it in the interface language. */
export const WHAT_GOES = settingsEnglish.account.delete.whatGoes;

/** What happens to public courses others use (docs/decisions/accounts.md), said before anything happens. */
export function sharedCoursesNotice(count: number): string {
  return i18n.t("settings:account.delete.shared", { count });
}

/** Delete account: a dialog that says what goes and what stays, then the typed confirmation and the password. */
export function DeleteAccountSection() {
  const { t } = useSettingsText();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title={t("account.delete.title")} description={t("account.delete.description")}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("account.delete.open")}
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </AccountSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useSettingsText();
  const navigate = useNavigate();
  const preview = useDeletionPreview(true);
  const remove = useDeleteAccount();
  const form = useZodForm(DeleteAccountBody, { defaultValues: { confirmation: "", password: "" } });
  const onSubmit = form.handleSubmit((body) =>
    remove.mutate(body, {
      onSuccess: async (res) => {
        toast.success(res.message);
        await navigate(paths.home, { replace: true });
        remove.forget();
      },
      onError: (err) => showServerErrors(form, err, t("account.delete.failed")),
    }),
  );
  const shared = preview.data?.sharedCourses ?? 0;

  return (
    <Modal
      open
      title={t("account.delete.dialogTitle")}
      onClose={onClose}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="delete-account-form" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? t("account.delete.deleting") : t("account.delete.submit")}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p>{t("account.delete.whatGoes")}</p>
        {preview.isPending ? <Spinner label={t("account.delete.checking")} /> : null}
        {shared > 0 ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {sharedCoursesNotice(shared)}
          </p>
        ) : null}
        <FormProvider {...form}>
          <form id="delete-account-form" onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField<DeleteAccountBody>
              name="confirmation"
              label={t("account.delete.typeToConfirm", { word: DELETE_CONFIRMATION })}
              autoComplete="off"
            />
            <PasswordField<DeleteAccountBody>
              name="password"
              label={t("account.password")}
              autoComplete="current-password"
            />
            <FormErrorSummary />
          </form>
        </FormProvider>
      </div>
    </Modal>
  );
}
