import { useEffect, useState } from "react";

/**
 * Whether the page was opened at `#id` (a shared or bookmarked link such as `/#demo`); if so the section is
 * scrolled into view once mounted. The browser's own jump happens before a page rendered by script exists,
 * so without this such a link stays at the top.
 */
export function useOpenedAt(id: string): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    setOpened(true);
    document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [id]);
  return opened;
}
