import { useTranslation } from "react-i18next";
import i18n, { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/course-plans.json";

registerEnglish("course-plans", en);

/** The course plan pages' text (locales/<language>/course-plans.json). */
export const usePlanText = () => useTranslation("course-plans");

/** The same text outside React (the reasons a control is disabled, computed in lib/). */
export const planText = i18n.getFixedT(null, "course-plans");
