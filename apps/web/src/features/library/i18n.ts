import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/library.json";

registerEnglish("library", en);
export const useLibraryText = () => useTranslation("library");
