import { MATERIAL_LIMITS, MATERIAL_MESSAGES, type Material } from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText, Upload, X } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { aiApi } from "../api/ai-api";
import { useMaterials } from "../api/ai-queries";
import { aiKeys } from "../api/query-keys";
import { useAiCreateText } from "../i18n";

const count = (n: number) => n.toLocaleString(i18n.language);
/** Earlier materials offered again (newest first). */
const EARLIER_SHOWN = 5;

/** The problem with a chosen file that the browser can tell before uploading it, or null. */
export function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (![...MATERIAL_LIMITS.extensions, ".markdown"].some((ext) => name.endsWith(ext))) {
    return translateMessage(MATERIAL_MESSAGES.fileType);
  }
  if (file.size > MATERIAL_LIMITS.maxFileBytes) return translateMessage(MATERIAL_MESSAGES.fileTooLarge);
  return null;
}

interface MaterialPickerProps {
  material: Material | null;
  onChange: (material: Material | null) => void;
  /** A generation is starting: the material cannot change now. */
  busy?: boolean;
}

/**
 * "Your material": paste notes or choose a .txt, .md or .pdf file; the server extracts and
 * stores the text, and the course's cards are written from it. Shows the extracted size, or why not.
 */
export function MaterialPicker({ material, onChange, busy = false }: MaterialPickerProps) {
  const { t } = useAiCreateText();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const earlier = useMaterials();
  const add = useMutation({
    mutationFn: (source: { text: string } | { file: File }) =>
      "file" in source ? aiApi.uploadMaterial(source.file) : aiApi.createMaterial(source.text),
    onSuccess: (res) => {
      setProblem(null);
      setText("");
      onChange(res.data);
      void queryClient.invalidateQueries({ queryKey: aiKeys.materials() });
    },
    onError: (err) => setProblem(errorMessage(err, t("material.addFailed"))),
  });

  const length = text.trim().length;
  const textReason =
    length === 0
      ? null
      : length < MATERIAL_LIMITS.minChars
        ? translateMessage(MATERIAL_MESSAGES.tooShort)
        : length > MATERIAL_LIMITS.maxChars
          ? translateMessage(MATERIAL_MESSAGES.tooLong)
          : null;

  const chooseFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const local = fileProblem(file);
    if (local) setProblem(local);
    else add.mutate({ file });
  };

  if (material) {
    return (
      <Panel role="region" className="flex items-start gap-3" aria-label={t("material.region")}>
        <FileText aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium text-slate-900">{t("material.using", { title: material.title })}</p>
          <p className="text-slate-600">
            {t("material.size", { chars: count(material.charCount), count: material.passageCount })}
          </p>
          <p className="truncate text-xs text-slate-500">{material.preview}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={busy}>
          <X aria-hidden className="h-4 w-4" /> {t("material.remove")}
        </Button>
      </Panel>
    );
  }

  return (
    <Panel role="region" className="space-y-3" aria-label={t("material.region")}>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">{t("material.title")}</h2>
        <p className="text-xs text-slate-600">
          {t("material.intro", { max: count(MATERIAL_LIMITS.maxChars) })}
        </p>
      </div>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t("material.pasteLabel")}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        placeholder={t("material.pastePlaceholder")}
        aria-describedby={`${id}-count`}
        className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-brand-500 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-count`} className="text-xs text-slate-500">
          {t("material.count", { length: count(length), max: count(MATERIAL_LIMITS.maxChars) })}
          {textReason ? ` · ${textReason}` : ""}
        </span>
        <span className="flex-1" />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => add.mutate({ text })}
          disabled={busy || add.isPending || length === 0 || textReason !== null}
        >
          {t("material.use")}
        </Button>
        <label
          className={`inline-flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm ${busy || add.isPending ? "pointer-events-none opacity-50" : "hover:bg-slate-50"}`}
        >
          <Upload aria-hidden className="h-4 w-4" /> {t("material.choose")}
          <input
            type="file"
            accept=".txt,.md,.markdown,.pdf,text/plain,text/markdown,application/pdf"
            className="sr-only"
            onChange={chooseFile}
            disabled={busy || add.isPending}
          />
        </label>
      </div>
      {earlier.data?.length ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span>{t("material.earlier")}</span>
          {earlier.data.slice(0, EARLIER_SHOWN).map((m) => (
            <Button key={m.id} size="sm" variant="ghost" onClick={() => onChange(m)} disabled={busy}>
              {t("material.earlierItem", { title: m.title, chars: count(m.charCount) })}
            </Button>
          ))}
        </div>
      ) : null}
      {add.isPending ? <p className="text-xs text-slate-600">{t("material.reading")}</p> : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </Panel>
  );
}
