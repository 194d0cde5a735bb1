import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/settings.json";

registerEnglish("settings", en);
export const useSettingsText = () => useTranslation("settings");
export { en as settingsEnglish };
