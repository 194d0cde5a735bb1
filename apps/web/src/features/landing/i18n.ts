import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/landing.json";

// Registered when the landing page's module loads, before its first render: the prerendered HTML and the
// hydrating client render show the same English text (docs/decisions/prerender.md).
registerEnglish("landing", en);
export const useLandingText = () => useTranslation("landing");
