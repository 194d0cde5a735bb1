import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef } from "react";

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Close on a click outside the panel (armed after 100 ms so the opening click does not close it). */
  closeOnOutsideClick?: boolean;
}

/** An accessible dialog: Escape closes, outside click closes (after 100 ms), focus moves into it. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  className,
  closeOnOutsideClick = true,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent passing a new callback each render neither re-arms the listeners
  // nor pulls focus back to the panel while the user types.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onCloseRef.current();
    };
    const onPointer = (e: MouseEvent) => {
      if (panel.current && !panel.current.contains(e.target as Node)) onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    const timer = closeOnOutsideClick
      ? window.setTimeout(() => document.addEventListener("mousedown", onPointer), 100)
      : 0;
    return () => {
      document.removeEventListener("keydown", onKey);
      window.clearTimeout(timer);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open, closeOnOutsideClick]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={typeof title === "string" ? title : undefined}
        tabIndex={-1}
        className={clsx(
          "max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none",
          className,
        )}
      >
        <div className="border-b border-slate-200 px-6 py-4">
          <h2 className="text-lg font-semibold">{title}</h2>
        </div>
        <div className="px-6 py-4">{children}</div>
        {footer ? (
          <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
