import { useTranslation } from "react-i18next";
import i18n, { registerEnglish } from "../../lib/i18n";
import en from "../../locales/en/ai-create.json";

registerEnglish("ai-create", en);

/** The AI course creation screens' text (locales/<language>/ai-create.json). */
export const useAiCreateText = () => useTranslation("ai-create");

/** The same text outside React (messages built in helpers). */
export const aiCreateText = i18n.getFixedT(null, "ai-create");
