export { GlossaryPanel, type GlossaryPanelProps } from "./glossary-panel";
export { GlossaryText, type GlossaryTextProps } from "./glossary-text";
export { DEFAULT_GLOSSARY_TERM_COUNT, type GlossaryTermLike } from "./types";
export { GLOSSARY_LISTENER_DELAY_MS } from "./use-dismiss";
export { useIsWide, WIDE_LAYOUT_PX } from "./use-is-wide";
