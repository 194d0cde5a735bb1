import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/not-found.json";

registerEnglish("not-found", en);
export const useNotFoundText = () => useTranslation("not-found");
