import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { APP_TITLE, documentTitle, useDocumentTitle } from "./use-document-title";

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe("useDocumentTitle", () => {
  it("names the page and the app, and follows a title that changes (data loaded)", () => {
    document.title = APP_TITLE;
    const { rerender, unmount } = render(<Page title="Collection" />);
    expect(document.title).toBe("Collection · Recall");
    rerender(<Page title="Exam revision" />);
    expect(document.title).toBe("Exam revision · Recall");
    unmount();
    expect(document.title).toBe(APP_TITLE);
  });

  it("uses the app's own title for null (the landing page)", () => {
    expect(documentTitle(null)).toBe(APP_TITLE);
  });
});

/**
 * Every page sets its own title: a page file (`*-page.tsx`) that forgets the one-line hook fails here,
 * so pages added later keep the rule without anyone remembering it.
 */
describe("every page", () => {
  const pages = import.meta.glob<string>(["../features/**/*-page.tsx", "!../features/**/*.test.tsx"], {
    query: "?raw",
    import: "default",
    eager: true,
  });

  it("finds the pages", () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(19);
  });

  it.each(Object.keys(pages))("%s calls useDocumentTitle", (file) => {
    expect(pages[file]).toMatch(/useDocumentTitle\(/);
  });
});
