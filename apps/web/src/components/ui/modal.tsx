import { clsx } from "clsx";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { isTopDialog, useDialogFocus } from "./use-dialog-focus";

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Close on a click outside the panel (armed after 100 ms so the opening click does not close it). */
  closeOnOutsideClick?: boolean;
  /** Where focus goes on close when the control that opened the dialog is no longer on the page. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The outside-click listener is armed this long after opening (requirements S2 User Settings modal). */
export const OUTSIDE_CLICK_ARM_MS = 100;

/**
 * The one modal dialog of the app: `role="dialog"`, `aria-modal`, labelled by its title. Escape and
 * (after 100 ms) an outside click close it; focus moves to its first control (or the one marked
 * `data-autofocus`), stays inside while it is open, and returns to the opener on close.
 */
export function Modal(props: ModalProps) {
  // Mounted per opening, so the opener and the initial focus are taken afresh each time.
  return props.open ? <ModalPanel {...props} /> : null;
}

function ModalPanel({
  title,
  onClose,
  children,
  footer,
  className,
  closeOnOutsideClick = true,
  returnFocusTo,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest onClose, so a parent passing a new callback each render does not re-arm the listeners.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useDialogFocus(panel, { returnFocusTo });

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && isTopDialog(root)) onCloseRef.current();
    };
    const onPointer = (e: MouseEvent) => {
      if (isTopDialog(root) && !root.contains(e.target as Node)) onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    const timer = closeOnOutsideClick
      ? window.setTimeout(() => document.addEventListener("mousedown", onPointer), OUTSIDE_CLICK_ARM_MS)
      : 0;
    return () => {
      document.removeEventListener("keydown", onKey);
      window.clearTimeout(timer);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [closeOnOutsideClick]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(
          "max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none",
          className,
        )}
      >
        <div className="border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
        </div>
        <div className="px-6 py-4">{children}</div>
        {footer ? (
          <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
