import type { Brief, BriefTemplate, Material } from "@recall/shared";
import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useAuthStore } from "../../../stores/auth-store";
import { useAiUsage, useBriefTemplates } from "../api/ai-queries";
import { aiKeys } from "../api/query-keys";
import { GENERATE_FAILED, useCourseGeneration } from "../hooks/use-course-generation";
import { useDiscoveryChat } from "../hooks/use-discovery-chat";
import { useAiCreateText } from "../i18n";
import { isBudgetExceeded, isEmailNotVerified, isGuidelinesMissing } from "../lib/api-errors";
import { BriefSummary } from "./brief-summary";
import { BudgetReached } from "./budget-reached";
import { ChatComposer } from "./chat-composer";
import { ChatTranscript } from "./chat-transcript";
import { GenerationProgress } from "./generation-progress";
import { GenerationSuccess } from "./generation-success";
import { MaterialPicker } from "./material-picker";
import { TemplateChips } from "./template-chips";
import { UsageSummary } from "./usage-summary";

/**
 * The AI screen once the guidelines are accepted: usage, then the discovery chat, the summary of a
 * complete brief, the generation and its result. A used-up budget (usage says so, or any call answers
 * BUDGET_EXCEEDED) replaces the chat with the budget screen.
 */
export function AiWorkspace() {
  const { t } = useAiCreateText();
  const queryClient = useQueryClient();
  const usage = useAiUsage();
  const [budgetHit, setBudgetHit] = useState(false);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const generation = useCourseGeneration();
  const [material, setMaterial] = useState<Material | null>(null);

  /** Shared handling of a refused call: the budget screen, the guidelines step again, or a toast. */
  const fail = (message: string, err: unknown) => {
    if (isBudgetExceeded(err)) {
      setBudgetHit(true);
      void queryClient.invalidateQueries({ queryKey: aiKeys.usage() });
      return;
    }
    if (isGuidelinesMissing(err)) {
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, guidelinesAccepted: false });
    }
    if (isEmailNotVerified(err)) {
      // The page then shows the verification notice with its resend action.
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, emailVerified: false });
    }
    toast.error(message);
  };

  const chat = useDiscoveryChat({ onError: fail });
  const templates = useBriefTemplates(chat.messages.length === 0);

  const send = async () => {
    const text = draft;
    setDraft("");
    const restored = await chat.send(text);
    if (restored !== null) setDraft((current) => current || restored);
  };

  const startOver = () => {
    chat.reset();
    generation.reset();
    setMaterial(null);
    setDraft("");
    setSent(null);
  };

  // The brief as the learner edited it in the summary (what generates, and what the progress shows).
  const [sent, setSent] = useState<Brief | null>(null);
  const create = (brief: Brief) => {
    setSent(brief);
    generation.mutate(
      { brief, materialId: material?.id ?? null },
      { onError: (err) => fail(errorMessage(err, GENERATE_FAILED), err) },
    );
  };

  const pickTemplate = (t: BriefTemplate) => {
    setDraft(t.message);
    input.current?.focus();
  };

  // A finished course stays on screen until the redirect, even if its cost used up the budget.
  if (generation.isSuccess) return <GenerationSuccess result={generation.data} />;

  const outOfBudget = budgetHit || usage.data?.canGenerate === false;
  return (
    <div className="space-y-4">
      {usage.data && !outOfBudget ? <UsageSummary usage={usage.data} /> : null}
      {outOfBudget ? (
        <BudgetReached usage={usage.data} />
      ) : generation.isPending && sent ? (
        <GenerationProgress subject={sent.topic} cardCount={sent.cardCount} progress={generation.progress} />
      ) : (
        <>
          {chat.messages.length === 0 && !chat.pending ? (
            <Intro templates={templates.data ?? []} onPick={pickTemplate} />
          ) : null}
          <ChatTranscript messages={chat.messages} pending={chat.pending} />
          <MaterialPicker material={material} onChange={setMaterial} />
          {chat.brief ? (
            <BriefSummary
              brief={sent ?? chat.brief}
              corrections={chat.corrections}
              onCreate={create}
              onStartOver={startOver}
            />
          ) : (
            <>
              <ChatComposer
                value={draft}
                onChange={setDraft}
                onSend={send}
                pending={chat.pending}
                inputRef={input}
              />
              {chat.messages.length > 0 ? (
                <div className="flex justify-end">
                  <Button variant="ghost" size="sm" onClick={startOver}>
                    <RotateCcw aria-hidden className="h-4 w-4" />
                    {t("workspace.startOver")}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}

function Intro({ templates, onPick }: { templates: BriefTemplate[]; onPick: (t: BriefTemplate) => void }) {
  const { t } = useAiCreateText();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t("workspace.intro")}</p>
      <TemplateChips templates={templates} onPick={onPick} />
    </div>
  );
}
