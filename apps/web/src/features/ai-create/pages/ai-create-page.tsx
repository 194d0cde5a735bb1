import { AI_MESSAGES } from "@recall/shared";
import { ArrowLeft, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAuthStore } from "../../../stores/auth-store";
import { VerifyEmailNotice } from "../../auth";
import { useAiStatus } from "../api/ai-queries";
import { AiWorkspace } from "../components/ai-workspace";
import { GuidelinesStep } from "../components/guidelines-step";
import { NotConfigured } from "../components/not-configured";
import { useAiCreateText } from "../i18n";

/**
 * /courses/create: AI-guided course creation (requirements C2). Without an AI provider the server's message
 * replaces the screen; an unverified address gets the verification notice (every AI call needs a
 * verified email); otherwise the guidelines are accepted once, then the AI workspace.
 */
export function AiCreatePage() {
  const { t } = useAiCreateText();
  useDocumentTitle(t("page.title"));
  const status = useAiStatus();
  const accepted = useAuthStore((s) => s.user?.guidelinesAccepted === true);
  const user = useAuthStore((s) => s.user);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("page.back")}
      </Link>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Sparkles aria-hidden className="h-6 w-6 text-brand-600" />
          {t("page.title")}
        </h1>
        <p className="text-slate-600">{t("page.intro")}</p>
        <p className="text-sm text-slate-600">
          {t("page.planPrompt")}{" "}
          <Link to={paths.courseCreateProgressive} className="font-medium text-brand-700 hover:underline">
            {t("page.planLink")}
          </Link>
        </p>
      </div>
      {status.isPending ? (
        <Spinner label={t("page.checking")} />
      ) : status.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t("page.unreachable")}{" "}
          <button type="button" className="underline" onClick={() => status.refetch()}>
            {t("page.tryAgain")}
          </button>
        </p>
      ) : !status.data.configured ? (
        <NotConfigured message={status.data.message} />
      ) : user && !user.emailVerified ? (
        <VerifyEmailNotice email={user.email} reason={AI_MESSAGES.emailNotVerified} />
      ) : accepted ? (
        <AiWorkspace />
      ) : (
        <GuidelinesStep />
      )}
    </div>
  );
}

export default AiCreatePage;
