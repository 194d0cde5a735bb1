import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/related-cards.json";

registerEnglish("related-cards", en);
export const useRelatedCardsText = () => useTranslation("related-cards");
