import { useEffect } from "react";

/** The title of the landing page and of index.html (before the app has started). */
export const APP_TITLE = "Recall — learn anything, remember it";

/** "Dashboard · Recall"; `null` is the app's own title (the landing page). */
export const documentTitle = (page: string | null) => (page ? `${page} · Recall` : APP_TITLE);

/**
 * Sets the browser tab's title while the calling page is shown, and restores the previous one when it
 * goes. One line per page: `useDocumentTitle("Card Library")`, or with data that may still be loading,
 * `useDocumentTitle(course.data?.name ?? "Course")`.
 */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
