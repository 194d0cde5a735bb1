import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { useLibraryText } from "../i18n";

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button. */
  onSearch: () => void;
  searching: boolean;
  /** Defaults to "Search cards". */
  label?: string;
}

/** The search text: Enter or the Search button runs the search; the button reads Searching... meanwhile. */
export function SearchBox({ value, onChange, onSearch, searching, label }: SearchBoxProps) {
  const { t } = useLibraryText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-2.5 left-2.5 h-4 w-4 text-slate-500"
          />
          <Input
            type="search"
            aria-label={label ?? t("searchBox.label")}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t("searchBox.placeholder")}
            className="pl-8"
          />
        </div>
        <Button type="submit" disabled={searching} className="min-w-28">
          {searching ? t("searchBox.searching") : t("searchBox.search")}
        </Button>
      </form>
    </search>
  );
}
