import { Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** The greeting with the Start Session call to action. */
export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-brand-500 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("dashboard.welcome", { name })}</h1>
        <p className="mt-1 text-brand-100">{t("dashboard.welcomeSubtitle")}</p>
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
