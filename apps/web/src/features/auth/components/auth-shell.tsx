import { ArrowLeft, BrainCircuit } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useAuthText } from "../i18n";

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card shared by the login, signup and verification pages. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const { t } = useAuthText();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-50 px-4 py-10">
      <Link to={paths.home} className="mb-6 flex items-center gap-2 text-xl font-bold text-brand-700">
        <BrainCircuit aria-hidden className="h-7 w-7" />
        Recall
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
      <Link
        to={paths.home}
        className="mt-6 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t("shell.backHome")}
      </Link>
    </main>
  );
}
