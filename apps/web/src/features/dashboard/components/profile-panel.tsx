import type { User } from "@recall/shared";
import { UserRound } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/ui/card";

/** `createdAt` as a long date in the interface language; the raw value if it cannot be read. */
export function formatMemberSince(createdAt: string, language: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(date);
  } catch {
    return date.toDateString();
  }
}

/** The signed-in user's account details and study schedule. */
export function ProfilePanel({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const rows: [string, string][] = [
    [t("dashboard.email"), user.email],
    [t("dashboard.displayName"), user.displayName ?? t("dashboard.notSet")],
    [t("dashboard.timezone"), user.timezone.replaceAll("_", " ")],
    [t("dashboard.dailySessions"), String(user.prefs.dailySessions)],
    [t("dashboard.sessionLength"), t("dashboard.minutes", { count: user.prefs.sessionLengthMin })],
    [t("dashboard.memberSince"), formatMemberSince(user.createdAt, i18n.language)],
  ];
  return (
    <Panel role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <UserRound aria-hidden className="h-5 w-5 text-brand-600" />
        {t("dashboard.profile")}
      </h2>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 break-words text-right font-medium text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
