import { clsx } from "clsx";

/** A visible keyboard hint; hidden from screen readers, which get aria-keyshortcuts on the control. */
export function Kbd({ children, className }: { children: string; className?: string }) {
  return (
    <kbd
      aria-hidden
      className={clsx(
        "hidden rounded border border-current/30 px-1.5 py-0.5 font-mono text-[0.7rem] leading-none sm:inline-block",
        className,
      )}
    >
      {children}
    </kbd>
  );
}
