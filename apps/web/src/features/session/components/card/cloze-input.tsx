import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";

/** Cloze cards: type the missing word and check it against the acceptable answers. */
export function ClozeInput({ onCheck }: { onCheck: (input: string) => void }) {
  const { t } = useSessionText();
  const [value, setValue] = useState("");
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onCheck(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t("cloze.yourAnswer")}
        </label>
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!value.trim()}>
        {t("cloze.check")}
      </Button>
    </form>
  );
}
