import { Layers } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** The product mark and name, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link to={paths.home} className={className ?? "inline-flex items-center gap-2 rounded-lg"}>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
        <Layers className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="text-xl font-bold tracking-tight text-slate-900">Recall</span>
    </Link>
  );
}
