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
import { PasswordField, useDeleteAccount, useDeletionPreview } from "../../../auth";
import { AccountSection } from "./account-section";

export const WHAT_GOES =
  "Your courses and their cards, images, study sessions and answers, memory and its fitted model, collections, plans, syllabi, materials, imports, AI usage and sign-ins are deleted. This cannot be undone.";

/** What happens to public courses others use (docs/decisions/accounts.md), said before anything happens. */
export function sharedCoursesNotice(count: number): string {
  const courses = count === 1 ? "1 of your public courses is" : `${count} of your public courses are`;
  return `${courses} studied or collected by other learners. ${count === 1 ? "It stays" : "They stay"} available to them, owned by Recall and without your name. To delete ${count === 1 ? "it" : "them"} too, make ${count === 1 ? "it" : "them"} private first.`;
}

/** Delete account: a dialog that says what goes and what stays, then the typed confirmation and the password. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title="Delete account" description="Remove your account and everything in it.">
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account...
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </AccountSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
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
      onError: (err) => showServerErrors(form, err, "Failed to delete the account"),
    }),
  );
  const shared = preview.data?.sharedCourses ?? 0;

  return (
    <Modal
      open
      title="Delete your account?"
      onClose={onClose}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="delete-account-form" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete my account"}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p>{WHAT_GOES}</p>
        {preview.isPending ? <Spinner label="Checking what others use..." /> : null}
        {shared > 0 ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {sharedCoursesNotice(shared)}
          </p>
        ) : null}
        <FormProvider {...form}>
          <form id="delete-account-form" onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField<DeleteAccountBody>
              name="confirmation"
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              autoComplete="off"
            />
            <PasswordField<DeleteAccountBody>
              name="password"
              label="Password"
              autoComplete="current-password"
            />
            <FormErrorSummary />
          </form>
        </FormProvider>
      </div>
    </Modal>
  );
}
