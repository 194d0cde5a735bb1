import { InterfaceEmoji } from "../../../../components/ui/interface-emoji";

/** requirements S9: the streak banner shows from 3 correct answers in a row. */
export const STREAK_BANNER_MIN = 3;

/** "{fire} {n} in a row!" while the streak is at least 3; the fire is an icon, not an emoji font's. */
export function StreakBanner({ streak }: { streak: number }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {streak >= STREAK_BANNER_MIN ? (
        <p className="rounded-xl bg-gradient-to-r from-amber-400 to-orange-500 px-4 py-2 text-center font-semibold text-white shadow-sm">
          <InterfaceEmoji name="fire" /> {`${streak} in a row!`}
        </p>
      ) : null}
    </div>
  );
}
