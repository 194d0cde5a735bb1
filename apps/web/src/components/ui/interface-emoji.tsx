import { clsx } from "clsx";
import { Flame, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * The emoji the interface shows, drawn as inline SVG icons: an emoji character needs an emoji font,
 * and without one (many Linux desktops, kiosks) it draws as an empty box. Each has the name a screen
 * reader gives the emoji. Interface strings hold no emoji characters; `interface-emoji.test.ts` scans
 * the source and the catalogs for any that would draw as a box.
 */
const EMOJI = {
  /** U+1F525 FIRE, the streak's. */
  fire: { Icon: Flame, label: "emoji.fire" },
} as const satisfies Record<string, { Icon: LucideIcon; label: string }>;

export type InterfaceEmojiName = keyof typeof EMOJI;

export function InterfaceEmoji({ name, className }: { name: InterfaceEmojiName; className?: string }) {
  const { t } = useTranslation();
  const { Icon, label } = EMOJI[name];
  return (
    <Icon
      role="img"
      aria-label={t(label)}
      aria-hidden={false}
      className={clsx("inline-block h-[1.2em] w-[1.2em] align-[-0.25em]", className)}
    />
  );
}
