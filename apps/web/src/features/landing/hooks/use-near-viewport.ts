import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport (and stays true from then on). Where
 * IntersectionObserver does not exist (jsdom, very old browsers) the element counts as near once mounted.
 * The first render always says "not near", in the browser as on the server, so a prerendered page hydrates
 * with the markup it was rendered with.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
