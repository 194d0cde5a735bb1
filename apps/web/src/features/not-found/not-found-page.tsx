import { clsx } from "clsx";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useNotFoundText } from "./i18n";

/**
 * 404 for client routes. Signed in, it sits inside the app layout (which has the page's <main>) and
 * leads back to the dashboard; signed out, it is a page of its own leading home.
 */
export function NotFoundPage({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useNotFoundText();
  useDocumentTitle(t("title"));
  const Root = signedIn ? "section" : "main";
  return (
    <Root
      className={clsx(
        "flex flex-col items-center justify-center gap-4 p-6 text-center",
        signedIn ? "min-h-[50vh]" : "min-h-screen",
      )}
    >
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-slate-600">{t("text")}</p>
      <Link
        to={signedIn ? paths.dashboard : paths.home}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {signedIn ? t("toDashboard") : t("toHome")}
      </Link>
    </Root>
  );
}
