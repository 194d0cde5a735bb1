import type { ReactNode } from "react";

/**
 * The dashboard's regions (requirements S2). Each slot renders only when given, so a section without a data
 * source is absent instead of showing placeholders. The dashboard page passes `collections` (up to 6
 * collection cards or the empty state), `stats` (streak, accuracy, sessions, cards studied),
 * `recentSessions` (at most 5) and `neuroBalance` (the neurochemical bars).
 */
export interface DashboardSlots {
  banner: ReactNode;
  profile: ReactNode;
  collections?: ReactNode;
  stats?: ReactNode;
  recentSessions?: ReactNode;
  neuroBalance?: ReactNode;
}

export function DashboardLayout({
  banner,
  profile,
  collections,
  stats,
  recentSessions,
  neuroBalance,
}: DashboardSlots) {
  const hasMain = Boolean(collections || recentSessions);
  return (
    <div className="space-y-6">
      {banner}
      {stats ? <div data-slot="stats">{stats}</div> : null}
      <div className={hasMain ? "grid gap-6 lg:grid-cols-3" : "grid gap-6 lg:grid-cols-2"}>
        {hasMain ? (
          <div className="space-y-6 lg:col-span-2">
            {collections ? <div data-slot="collections">{collections}</div> : null}
            {recentSessions ? <div data-slot="recent-sessions">{recentSessions}</div> : null}
          </div>
        ) : null}
        <div className="space-y-6">
          <div data-slot="profile">{profile}</div>
          {neuroBalance ? <div data-slot="neuro-balance">{neuroBalance}</div> : null}
        </div>
      </div>
    </div>
  );
}
