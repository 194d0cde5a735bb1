import { MoreVertical } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { useDismiss } from "../../../hooks/use-dismiss";
import { useCollectionsText } from "../i18n";

const itemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none";

interface CollectionMenuProps {
  id: string;
  name: string;
  onDuplicate: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** The actions menu of a collection card: View/Edit (the page with its Edit dialog open), Duplicate, Delete. */
export function CollectionMenu({ id, name, onDuplicate, onDelete, disabled }: CollectionMenuProps) {
  const { t } = useTranslation();
  const { t: text } = useCollectionsText();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={text("menu.actionsFor", { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
      >
        <MoreVertical aria-hidden className="h-5 w-5" />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={text("menu.actionsFor", { name })}
          className="absolute top-full right-0 z-20 mt-1 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={run(() => navigate(`${paths.collection(id)}?edit=1`))}
          >
            {t("collections.viewEdit")}
          </button>
          <button type="button" role="menuitem" className={itemClass} onClick={run(onDuplicate)}>
            {t("collections.duplicate")}
          </button>
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} text-red-600`}
            onClick={run(onDelete)}
          >
            {t("collections.delete")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
