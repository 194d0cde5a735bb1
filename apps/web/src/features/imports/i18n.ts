import { useTranslation } from "react-i18next";
import i18n, { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/imports.json";

registerEnglish("imports", en);

/** The import page's text (locales/<language>/imports.json). */
export const useImportsText = () => useTranslation("imports");

/** The same text outside React (a refused upload's message). */
export const importsText = i18n.getFixedT(null, "imports");
