import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { useResendVerification } from "../api/auth-api";

/**
 * Until the address is confirmed, the dashboard says where the verification mail went and offers a new
 * link (the signup toast says it too, but only for 3 s). Where a feature needs a verified address (every
 * AI call), `reason` says so above the same offer.
 */
export function VerifyEmailNotice({ email, reason }: { email: string; reason?: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(email, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(errorMessage(err, "Could not send a new link. Try again later.")),
    });
  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div>
          <h2 id="verify-email-title" className="font-semibold">
            {t("account.verifyTitle")}
          </h2>
          {reason ? <p className="text-sm font-medium">{translateMessage(reason)}</p> : null}
          <p className="text-sm">{t("account.verifyText", { email })}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={send}
        disabled={resend.isPending}
        className="self-start sm:self-auto"
      >
        {resend.isPending ? t("account.verifyResending") : t("account.verifyResend")}
      </Button>
    </section>
  );
}
