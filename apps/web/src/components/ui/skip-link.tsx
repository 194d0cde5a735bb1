import { useShellText } from "../../lib/shell-text";

/** The id of each layout's <main>: the skip link's target. */
export const MAIN_ID = "main";

/**
 * The first focusable element of every layout: keyboard and screen-reader users jump past the header
 * straight to the page (WCAG 2.4.1). Hidden until focused.
 */
export function SkipLink() {
  const { t } = useShellText();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
    >
      {t("skipLink")}
    </a>
  );
}
