import { useShellText } from "../../lib/shell-text";

export function Spinner({ label }: { label?: string }) {
  const { t } = useShellText();
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-slate-500" role="status">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
      <span>{label ?? t("loadingDots")}</span>
    </div>
  );
}
