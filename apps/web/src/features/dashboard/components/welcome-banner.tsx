import { Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useUserStats } from "../api/dashboard-queries";
import { Skeleton } from "./skeleton";

/**
 * The greeting with the Start Session call to action. "Welcome back" only for someone who has studied
 * before; a first-time user is welcomed and pointed at the first session (docs/decisions/greeting.md).
 */
export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation();
  // The same query as the stat tiles: one request for both.
  const stats = useUserStats();
  const firstTime = stats.isSuccess && stats.data.totalSessions === 0 && stats.data.totalAnswers === 0;
  const heading = stats.isPending
    ? null
    : t(firstTime || stats.isError ? "dashboard.welcomeFirst" : "dashboard.welcome", { name });

  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-brand-500 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">
          {heading ?? (
            <>
              <span className="sr-only">{t("dashboard.loading")}</span>
              <Skeleton className="h-8 w-64 bg-white/30 sm:h-9" />
            </>
          )}
        </h1>
        <p className="mt-1 text-brand-100">
          {t(firstTime ? "dashboard.welcomeFirstSubtitle" : "dashboard.welcomeSubtitle")}
        </p>
      </div>
      <Link
        to={paths.sessionStart}
        className="inline-flex items-center justify-center gap-2 self-start rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 sm:self-auto"
      >
        <Play aria-hidden className="h-4 w-4" />
        {t("dashboard.startSession")}
      </Link>
    </section>
  );
}
