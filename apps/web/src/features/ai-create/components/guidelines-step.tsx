import { CONTENT_GUIDELINES } from "@recall/shared";
import { CircleCheck, CircleX, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { useAcceptGuidelines } from "../api/accept-guidelines";
import { useAiCreateText } from "../i18n";

/** Step one of /courses/create: the content guidelines, accepted by checkbox (requirements C2, C5). */
export function GuidelinesStep() {
  const { t } = useAiCreateText();
  const [checked, setChecked] = useState(false);
  const accept = useAcceptGuidelines();
  const checkboxId = useId();

  const submit = () =>
    accept.mutate(undefined, {
      onError: (err) => toast.error(errorMessage(err, t("guidelines.acceptFailed"))),
    });

  return (
    <Panel className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-brand-50 p-2 text-brand-600">
          <ShieldCheck aria-hidden className="h-5 w-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold">{t("guidelines.title")}</h2>
          <p className="text-sm text-slate-600">{t("guidelines.intro")}</p>
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <GuidelineList title={t("guidelines.allowed")} items={CONTENT_GUIDELINES.allowed} tone="allowed" />
        <GuidelineList
          title={t("guidelines.forbidden")}
          items={CONTENT_GUIDELINES.forbidden}
          tone="forbidden"
        />
      </div>

      <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
        {CONTENT_GUIDELINES.removalNotice}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={checkboxId} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
            checked={checked}
            onChange={(e) => setChecked(e.target.checked)}
          />
          {t("guidelines.accept")}
        </label>
        <Button onClick={submit} disabled={!checked || accept.isPending}>
          {accept.isPending ? t("guidelines.saving") : t("guidelines.continue")}
        </Button>
      </div>
    </Panel>
  );
}

function GuidelineList({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly string[];
  tone: "allowed" | "forbidden";
}) {
  const Icon = tone === "allowed" ? CircleCheck : CircleX;
  const color = tone === "allowed" ? "text-emerald-600" : "text-red-600";
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      <ul className="space-y-1.5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon aria-hidden className={`mt-0.5 h-4 w-4 shrink-0 ${color}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
