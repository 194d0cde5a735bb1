import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/collections.json";

registerEnglish("collections", en);
export const useCollectionsText = () => useTranslation("collections");
