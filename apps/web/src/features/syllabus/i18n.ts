import { useTranslation } from "react-i18next";
import { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/syllabus.json";

registerEnglish("syllabus", en);

/** The syllabus pages' text (locales/<language>/syllabus.json). */
export const useSyllabusText = () => useTranslation("syllabus");
