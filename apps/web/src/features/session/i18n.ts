import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/session.json";

registerEnglish("session", en);
export const useSessionText = () => useTranslation("session");
