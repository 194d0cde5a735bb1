import { CARD_TYPES, type CardType } from "@recall/shared";
import { clsx } from "clsx";
import { LayoutGrid, List, Search } from "lucide-react";
import { Field, Input, Select } from "../../../components/ui/field";
import { useCoursesText } from "../i18n";
import { cardTypeLabel } from "../lib/card-labels";
import { type CardFilters, DIFFICULTY_MAX, DIFFICULTY_MIN } from "../lib/filter-cards";

export type CardLayout = "grid" | "list";

interface CardFiltersBarProps {
  filters: CardFilters;
  onChange: (next: CardFilters) => void;
  topics: string[];
  levels: string[];
  layout: CardLayout;
  onLayoutChange: (layout: CardLayout) => void;
}

const scores = Array.from({ length: DIFFICULTY_MAX - DIFFICULTY_MIN + 1 }, (_, i) => DIFFICULTY_MIN + i);

/** Search, topic, level, type and difficulty filters of a course's card list, and the grid/list toggle. */
export function CardFiltersBar({
  filters,
  onChange,
  topics,
  levels,
  layout,
  onLayoutChange,
}: CardFiltersBarProps) {
  const { t } = useCoursesText();
  const set = (patch: Partial<CardFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field label={t("filters.search")}>
            {(id) => (
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute top-2.5 left-2.5 h-4 w-4 text-slate-500"
                />
                <Input
                  id={id}
                  type="search"
                  value={filters.search}
                  onChange={(e) => set({ search: e.target.value })}
                  placeholder={t("filters.searchPlaceholder")}
                  className="pl-8"
                />
              </div>
            )}
          </Field>
        </div>
        <fieldset aria-label={t("filters.layout")} className="flex justify-end gap-1 self-end">
          {(["grid", "list"] as const).map((l) => {
            const Icon = l === "grid" ? LayoutGrid : List;
            return (
              <button
                key={l}
                type="button"
                aria-pressed={layout === l}
                aria-label={l === "grid" ? t("filters.grid") : t("filters.list")}
                title={l === "grid" ? t("filters.grid") : t("filters.list")}
                onClick={() => onLayoutChange(l)}
                className={clsx(
                  "rounded-lg border p-2",
                  layout === l
                    ? "border-brand-500 bg-brand-50 text-brand-700"
                    : "border-slate-300 text-slate-500 hover:bg-slate-50",
                )}
              >
                <Icon aria-hidden className="h-4 w-4" />
              </button>
            );
          })}
        </fieldset>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Field label={t("filters.topic")}>
          {(id) => (
            <Select id={id} value={filters.topic} onChange={(e) => set({ topic: e.target.value })}>
              <option value="">{t("filters.allTopics")}</option>
              {topics.map((topic) => (
                <option key={topic}>{topic}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("filters.level")}>
          {(id) => (
            <Select id={id} value={filters.level} onChange={(e) => set({ level: e.target.value })}>
              <option value="">{t("filters.allLevels")}</option>
              {levels.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("filters.type")}>
          {(id) => (
            <Select id={id} value={filters.type} onChange={(e) => set({ type: e.target.value })}>
              <option value="">{t("filters.allTypes")}</option>
              {CARD_TYPES.map((type: CardType) => (
                <option key={type} value={type}>
                  {cardTypeLabel(type)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("filters.minDifficulty")}>
          {(id) => (
            <Select
              id={id}
              value={filters.minDifficulty}
              onChange={(e) => {
                const min = Number(e.target.value);
                set({ minDifficulty: min, maxDifficulty: Math.max(min, filters.maxDifficulty) });
              }}
            >
              {scores.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("filters.maxDifficulty")}>
          {(id) => (
            <Select
              id={id}
              value={filters.maxDifficulty}
              onChange={(e) => {
                const max = Number(e.target.value);
                set({ maxDifficulty: max, minDifficulty: Math.min(max, filters.minDifficulty) });
              }}
            >
              {scores.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </div>
  );
}
