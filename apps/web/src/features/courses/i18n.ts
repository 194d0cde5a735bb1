import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/courses.json";

registerEnglish("courses", en);
export const useCoursesText = () => useTranslation("courses");
