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

/**
 * /courses/create: AI-guided course creation (requirements C2). Without an AI provider the server's message
 * replaces the screen; an unverified address gets the verification notice (every AI call needs a
 * verified email); otherwise the guidelines are accepted once, then the AI workspace.
 */
export function AiCreatePage() {
  useDocumentTitle("Create a Course with AI");
  const status = useAiStatus();
  const accepted = useAuthStore((s) => s.user?.guidelinesAccepted === true);
  const user = useAuthStore((s) => s.user);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to courses
      </Link>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Sparkles aria-hidden className="h-6 w-6 text-brand-600" />
          Create a Course with AI
        </h1>
        <p className="text-slate-600">
          Describe what you want to learn; the AI builds a flashcard course for you.
        </p>
        <p className="text-sm text-slate-600">
          Prefer to review the plan first and generate step by step?{" "}
          <Link to={paths.courseCreateProgressive} className="font-medium text-brand-700 hover:underline">
            Plan a course subtopic by subtopic
          </Link>
        </p>
      </div>
      {status.isPending ? (
        <Spinner label="Checking the AI service..." />
      ) : status.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          Could not reach the AI service.{" "}
          <button type="button" className="underline" onClick={() => status.refetch()}>
            Try again
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
