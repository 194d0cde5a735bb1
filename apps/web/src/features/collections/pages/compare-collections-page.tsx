import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Field, Select } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-client";
import { useCollectionCards, useCollections, useCompareCollections } from "../api/collection-queries";
import { CompareResult } from "../components/compare-result";
import { useCollectionsText } from "../i18n";

/**
 * /collections/compare?a={id}&b={id}: two of the user's collections side by side: the cards in both and
 * in only one of them, and the topics they share. The choice lives in the address, so it can be shared
 * and survives a reload.
 */
export function CompareCollectionsPage() {
  const { t } = useCollectionsText();
  useDocumentTitle(t("compare.title"));
  const [params, setParams] = useSearchParams();
  const a = params.get("a") ?? "";
  const b = params.get("b") ?? "";
  const collections = useCollections();
  const list = collections.data ?? [];
  const compare = useCompareCollections(a, b);
  // The comparison names cards by id; the two card lists give their questions.
  const cardsA = useCollectionCards(a || undefined, !!a && !!b && a !== b);
  const cardsB = useCollectionCards(b || undefined, !!a && !!b && a !== b);
  const choose = (key: "a" | "b", id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set(key, id);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const nameOf = (id: string) => list.find((c) => c.id === id)?.name ?? "";
  const faces = new Map(
    [...(cardsA.data?.cards ?? []), ...(cardsB.data?.cards ?? [])].map((c) => [c.id, c.face]),
  );

  return (
    <div className="space-y-6">
      <Link
        to={paths.collections}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("compare.backToCollections")}
      </Link>
      <h1 className="text-2xl font-bold">{t("compare.title")}</h1>
      {collections.isPending ? <Spinner label={t("compare.loadingCollections")} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(["a", "b"] as const).map((key) => (
          <Field key={key} label={key === "a" ? t("compare.first") : t("compare.second")}>
            {(id) => (
              <Select id={id} value={key === "a" ? a : b} onChange={(e) => choose(key, e.target.value)}>
                <option value="">{t("compare.choose")}</option>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t("compare.option", { name: c.name, count: c.stats.totalCards })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      </div>
      {a && b && a === b ? (
        <p role="note" className="text-sm text-slate-600">
          {t("compare.sameTwice")}
        </p>
      ) : null}
      {compare.isFetching && !compare.data ? <Spinner label={t("compare.comparing")} /> : null}
      {compare.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
          {errorMessage(compare.error, t("compare.error"))}
        </p>
      ) : null}
      {compare.data && a !== b ? (
        <CompareResult
          result={compare.data}
          nameA={nameOf(a)}
          nameB={nameOf(b)}
          faceOf={(id) => faces.get(id)}
        />
      ) : null}
    </div>
  );
}
