import { FileJson, PencilLine, PlugZap } from "lucide-react";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { translateMessage } from "../../../lib/translate-message";
import { useAiCreateText } from "../i18n";
import { ActionLink } from "./action-link";

/** Shown instead of the AI screen when the server has no AI provider: its message names what to set. */
export function NotConfigured({ message }: { message: string | null }) {
  const { t } = useAiCreateText();
  return (
    <Panel className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-amber-100 p-2 text-amber-700">
          <PlugZap aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold">{t("notConfigured.title")}</h2>
          <p className="break-words text-sm text-slate-700">
            {message ? translateMessage(message) : t("notConfigured.fallback")}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-600">{t("notConfigured.without")}</p>
      <div className="flex flex-wrap gap-2">
        <ActionLink to={paths.courseUpload} icon={<FileJson aria-hidden className="h-4 w-4" />}>
          {t("notConfigured.upload")}
        </ActionLink>
        <ActionLink to={paths.manualCard} icon={<PencilLine aria-hidden className="h-4 w-4" />}>
          {t("notConfigured.manual")}
        </ActionLink>
      </div>
    </Panel>
  );
}
