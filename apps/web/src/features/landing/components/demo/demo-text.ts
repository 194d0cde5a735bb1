import { addTextBundle, useNamespaceText } from "../../../../lib/text-store";
import en from "../../../../locales/en/landing-demo.json";
import { demoCardsIn } from "../../data/demo-cards";

// The demo cards' own text (namespace `landing-demo`) is registered by the demo's lazily loaded chunk, not
// by the landing page: `/` carries only the words it shows before the demo comes into view (its JavaScript
// budget, scripts/landing-budget.mjs). Other languages arrive with the rest of their catalogs (lib/i18n.ts).
addTextBundle("en", "landing-demo", en);
export const DEMO_TEXT_NAMESPACE = "landing-demo";
export const useDemoText = () => useNamespaceText(DEMO_TEXT_NAMESPACE);

/** The demo cards in the interface language, and the language their words are in (for read-aloud). */
export function useDemoCards() {
  const { t, textLanguage } = useDemoText();
  return { cards: demoCardsIn((key) => t(key)), cardLanguage: textLanguage };
}
