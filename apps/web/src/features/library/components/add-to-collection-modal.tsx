import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useAddCardsToCollection, useCollections } from "../../collections";
import { useLibraryText } from "../i18n";

interface AddToCollectionModalProps {
  open: boolean;
  onClose: () => void;
  cardIds: string[];
  /** Preselected collection (the library opened with ?collection=<id>). */
  initialCollectionId?: string | null;
  onAdded: () => void;
}

/**
 * Add to Collection (requirements C2, C5): a radio list of the user's collections; Add Cards stays disabled
 * until one is chosen and at least one card is selected, and reads Adding... while the call runs.
 */
export function AddToCollectionModal(props: AddToCollectionModalProps) {
  return props.open ? <AddToCollectionDialog {...props} /> : null;
}

function AddToCollectionDialog({
  onClose,
  cardIds,
  initialCollectionId,
  onAdded,
}: AddToCollectionModalProps) {
  const { t } = useTranslation();
  const { t: text } = useLibraryText();
  const collections = useCollections("all");
  const add = useAddCardsToCollection();
  const [chosen, setChosen] = useState<string | null>(initialCollectionId ?? null);
  const list = collections.data ?? [];
  const target = list.find((c) => c.id === chosen);

  const submit = () => {
    if (!target || cardIds.length === 0) return;
    add.mutate(
      { id: target.id, cardIds },
      {
        onSuccess: ({ added }) => {
          toast.success(text("addModal.added", { count: added }));
          onAdded();
          onClose();
        },
        onError: () => toast.error(text("addModal.failed")),
      },
    );
  };

  return (
    <Modal
      open
      title={text("addModal.title")}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text("addModal.cancel")}
          </Button>
          <Button onClick={submit} disabled={!target || cardIds.length === 0 || add.isPending}>
            {add.isPending ? text("addModal.adding") : text("addModal.add")}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        {text("addModal.chooseCollection", { count: cardIds.length })}
      </p>
      {collections.isPending ? <Spinner label={text("addModal.loading")} /> : null}
      {collections.isError ? (
        <p role="alert" className="text-red-700">
          {text("addModal.loadError")}
        </p>
      ) : null}
      {collections.isSuccess && list.length === 0 ? (
        <p className="text-slate-600">
          {t("collections.empty")}.{" "}
          <Link to={`${paths.collections}?new=1`} className="font-medium text-brand-600 hover:text-brand-700">
            {t("collections.new")}
          </Link>
        </p>
      ) : null}
      {list.length > 0 ? (
        <fieldset>
          <legend className="sr-only">{text("addModal.collection")}</legend>
          <div className="max-h-72 space-y-2 overflow-y-auto">
            {list.map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="target-collection"
                  value={c.id}
                  checked={chosen === c.id}
                  onChange={() => setChosen(c.id)}
                  className="h-4 w-4 accent-brand-600"
                />
                <span
                  aria-hidden
                  className="h-3 w-3 shrink-0 rounded-full"
                  style={{ backgroundColor: c.color }}
                />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{c.name}</span>
                <span className="text-xs text-slate-500">
                  {t("collections.totalCards", { count: c.stats.totalCards })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </Modal>
  );
}
