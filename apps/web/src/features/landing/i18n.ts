import { addTextBundle, useNamespaceText } from "../../lib/text-store";
import en from "../../locales/en/landing.json";

// Registered when the landing page's module loads, before its first render: the prerendered HTML and the
// hydrating client render show the same English text (docs/decisions/prerender.md). The landing page reads
// through the text store, not i18next, so `/` stays within its JavaScript budget (lib/text-store.ts).
addTextBundle("en", "landing", en);
export const useLandingText = () => useNamespaceText("landing");
