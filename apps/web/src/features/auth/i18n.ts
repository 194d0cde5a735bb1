import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/auth.json";

registerEnglish("auth", en);
export const useAuthText = () => useTranslation("auth");
export { en as authEnglish };
