import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAuthStore } from "../../../stores/auth-store";
import { VerifyEmailNotice } from "../../auth";
import { DashboardCollections } from "../../collections";
import { DashboardLayout } from "../components/dashboard-layout";
import { NeuroBalance } from "../components/neuro-balance";
import { ProfilePanel } from "../components/profile-panel";
import { RecentSessions } from "../components/recent-sessions";
import { StatTiles } from "../components/stat-tiles";
import { WelcomeBanner } from "../components/welcome-banner";

/** The greeting name: the display name, else the part of the email before the @. */
export const greetingName = (user: { displayName: string | null; email: string }) =>
  user.displayName?.trim() || user.email.split("@")[0] || user.email;

export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav.dashboard"));
  const user = useAuthStore((s) => s.user);
  if (!user) return <Spinner />;
  return (
    <DashboardLayout
      banner={
        <>
          <WelcomeBanner name={greetingName(user)} />
          {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
        </>
      }
      stats={<StatTiles />}
      collections={<DashboardCollections />}
      recentSessions={<RecentSessions />}
      neuroBalance={<NeuroBalance />}
      profile={<ProfilePanel user={user} />}
    />
  );
}
