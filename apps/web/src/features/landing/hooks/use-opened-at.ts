import { useEffect, useState } from "react";

/**
 * Whether the page was opened at `#id` (a shared or bookmarked link such as `/#demo`), or has jumped there
 * since; if opened there, the section is scrolled into view once mounted. The browser's own jump happens
 * before a page rendered by script exists, so without this such a link stays at the top. A jump while the
 * page is still starting (a tap on "Try Demo" before hydration ends) is caught by `hashchange`.
 */
export function useOpenedAt(id: string): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const target = `#${id}`;
    if (window.location.hash === target) {
      setOpened(true);
      document.getElementById(id)?.scrollIntoView({ block: "start" });
      return;
    }
    const onHashChange = () => {
      if (window.location.hash === target) setOpened(true);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [id]);
  return opened;
}
