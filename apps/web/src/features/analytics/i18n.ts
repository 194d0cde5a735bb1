import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/analytics.json";

registerEnglish("analytics", en);
export const useAnalyticsText = () => useTranslation("analytics");
