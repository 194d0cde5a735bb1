import { useTranslation } from "react-i18next";
import i18n, { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/improve-course.json";

registerEnglish("improve-course", en);

/** Improve Course's text (locales/<language>/improve-course.json). */
export const useImproveText = () => useTranslation("improve-course");

/** The same text outside React (toasts raised by the batch run, summaries built in lib/). */
export const improveText = i18n.getFixedT(null, "improve-course");
