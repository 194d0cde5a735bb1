import type { CardType } from "@recall/shared";
import { useTranslation } from "react-i18next";
import { useCollections } from "../../collections";
import { useAvailableLevels, useAvailableTopics, useCourseOptions } from "../api/filter-options";
import { useLibraryText } from "../i18n";
import { type SearchFilters, toggleValue } from "../lib/search-criteria";
import { CheckboxList } from "./checkbox-list";

interface SearchFiltersPanelProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** The library offers MCQ and Basic; the card search page every type. */
  types: CardType[];
  /** The card search page also filters by collection. */
  showCollections?: boolean;
}

/** Courses, Topics, Levels, card types, Has Deep Dive (and Collections) as checkbox groups. */
export function SearchFiltersPanel({ filters, onChange, types, showCollections }: SearchFiltersPanelProps) {
  const { t } = useTranslation();
  const { t: text } = useLibraryText();
  const courses = useCourseOptions();
  const topics = useAvailableTopics();
  const levels = useAvailableLevels();
  const collections = useCollections("all");
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="space-y-5">
      <CheckboxList
        legend={text("filters.courses")}
        loading={courses.isPending}
        options={courses.data ?? []}
        checked={filters.courseIds}
        onToggle={(v) => set({ courseIds: toggleValue(filters.courseIds, v) })}
        emptyText={text("filters.noCourses")}
      />
      <CheckboxList
        legend={text("filters.topics")}
        loading={topics.isPending}
        options={(topics.data ?? []).map((o) => ({ value: o.value, label: o.value, count: o.count }))}
        checked={filters.topics}
        onToggle={(v) => set({ topics: toggleValue(filters.topics, v) })}
      />
      <CheckboxList
        legend={text("filters.levels")}
        loading={levels.isPending}
        options={(levels.data ?? []).map((o) => ({ value: o.value, label: o.value, count: o.count }))}
        checked={filters.levels}
        onToggle={(v) => set({ levels: toggleValue(filters.levels, v) })}
      />
      <CheckboxList
        legend={text("filters.cardType")}
        options={types.map((type) => ({ value: type, label: text(`filters.types.${type}`) }))}
        checked={filters.types}
        onToggle={(v) => set({ types: toggleValue(filters.types, v as CardType) })}
      />
      {showCollections ? (
        <CheckboxList
          legend={t("nav.collections")}
          loading={collections.isPending}
          options={(collections.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          checked={filters.collectionIds}
          onToggle={(v) => set({ collectionIds: toggleValue(filters.collectionIds, v) })}
          emptyText={t("collections.empty")}
        />
      ) : null}
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={filters.hasDeepDive}
          onChange={(e) => set({ hasDeepDive: e.target.checked })}
          className="h-4 w-4 accent-brand-600"
        />
        {text("filters.hasDeepDive")}
      </label>
    </div>
  );
}
