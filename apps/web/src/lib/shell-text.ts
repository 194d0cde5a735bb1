import en from "../locales/en/shell.json";
import { addTextBundle, useNamespaceText } from "./text-store";

addTextBundle("en", "shell", en);

/**
 * The text of the few shared components a prerendered page shows (skip link, spinner): a namespace of its own,
 * read from the text store, so `/` carries neither i18next nor the whole `common` catalog (lib/text-store.ts).
 */
export const useShellText = () => useNamespaceText("shell");
