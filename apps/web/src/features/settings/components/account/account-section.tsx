import { type ReactNode, useId } from "react";
import { Panel } from "../../../../components/ui/card";

/** One titled panel of Settings → Account. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Panel>
      <section aria-labelledby={id} className="space-y-4">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {children}
      </section>
    </Panel>
  );
}
