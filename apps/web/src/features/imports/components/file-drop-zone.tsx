import { IMPORT_LIMITS } from "@recall/shared";
import { clsx } from "clsx";
import { FileUp } from "lucide-react";
import { type ChangeEvent, type DragEvent, useState } from "react";
import { useImportsText } from "../i18n";

interface FileDropZoneProps {
  disabled?: boolean;
  onFile(file: File): void;
}

/** A drop zone that is also a file picker (a label around the input: keyboard and screen readers use it). */
export function FileDropZone({ disabled, onFile }: FileDropZoneProps) {
  const { t } = useImportsText();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) onFile(file);
  };
  return (
    <label
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={clsx(
        "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-8 text-center focus-within:ring-2 focus-within:ring-brand-500/30",
        over ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-white hover:border-brand-400",
        disabled && "pointer-events-none opacity-60",
      )}
    >
      <FileUp aria-hidden className="h-8 w-8 text-brand-600" />
      <span className="font-medium text-slate-900">{t("drop.title")}</span>
      <span className="text-sm text-slate-500">
        {t("drop.hint", { mb: IMPORT_LIMITS.maxFileBytes / 1024 / 1024 })}
      </span>
      <input
        type="file"
        aria-label={t("drop.input")}
        accept={IMPORT_LIMITS.extensions.join(",")}
        className="sr-only"
        disabled={disabled}
        onChange={pick}
      />
    </label>
  );
}
