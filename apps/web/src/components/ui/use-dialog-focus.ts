import { type RefObject, useEffect, useRef, useState } from "react";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "summary",
  "[tabindex]",
  '[contenteditable="true"]',
].join(",");

/** The elements Tab can reach inside `root`, in document order (hidden and inert ones left out). */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest("[hidden],[inert]") &&
      // checkVisibility leaves out display:none / visibility:hidden controls (jsdom lacks it: all count).
      (typeof el.checkVisibility !== "function" || el.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Open dialogs, the newest last. Only the newest one answers Tab, Escape and outside clicks, so a
 * dialog opened from a dialog closes on its own.
 */
const openDialogs: HTMLElement[] = [];
export const isTopDialog = (panel: HTMLElement) => openDialogs[openDialogs.length - 1] === panel;

export interface DialogFocusOptions {
  /** Where focus goes on close when the control that opened the dialog is gone (e.g. a closed menu). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Focus handling of a modal dialog (WAI-ARIA APG dialog pattern), for the lifetime of the component
 * that calls it:
 * - on open, focus moves to the element marked `data-autofocus`, else the first control, else the panel;
 * - Tab and Shift+Tab cycle inside the panel, and focus that lands outside it is brought back;
 * - on close, focus returns to the control that had it before the dialog opened.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, options: DialogFocusOptions = {}) {
  // Read while rendering, before a child's autoFocus can move focus into the dialog.
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  const returnFocusTo = useRef(options.returnFocusTo);
  returnFocusTo.current = options.returnFocusTo;

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    openDialogs.push(root);
    if (!root.contains(document.activeElement)) {
      const preferred = root.querySelector<HTMLElement>("[data-autofocus]");
      (preferred ?? focusableWithin(root)[0] ?? root).focus();
    }

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Tab" || !isTopDialog(root)) return;
      const items = focusableWithin(root);
      const active = document.activeElement as HTMLElement | null;
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        root.focus();
        return;
      }
      const outside = !active || active === root || !root.contains(active);
      if (e.shiftKey && (outside || active === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (outside || active === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    // A safety net for ways out that Tab handling misses (e.g. a control that hides itself).
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Node | null;
      if (!isTopDialog(root) || !target || root.contains(target)) return;
      (focusableWithin(root)[0] ?? root).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      const index = openDialogs.lastIndexOf(root);
      if (index >= 0) openDialogs.splice(index, 1);
      // Give focus back only if it is still ours: a click outside may have put it somewhere on purpose.
      const active = document.activeElement;
      if (active && active !== document.body && !root.contains(active)) return;
      const target =
        opener?.isConnected && opener !== document.body ? opener : returnFocusTo.current?.current;
      target?.focus();
    };
  }, [panel, opener]);
}
