import { useLandingText } from "../../i18n";
import { DEMO_SECTION_ID } from "../link-styles";
import { SectionHeading } from "../section-heading";
import { DeferredDemo } from "./deferred-demo";

/** The #demo section the hero and footer jump to. */
export function DemoSection() {
  const { t } = useLandingText();
  return (
    <section
      id={DEMO_SECTION_ID}
      aria-labelledby="demo-title"
      className="scroll-mt-16 bg-gradient-to-b from-slate-50 to-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="demo-title"
          eyebrow={t("demo.eyebrow")}
          title={t("demo.title")}
          lead={t("demo.lead")}
        />
        <div className="mt-12">
          <DeferredDemo />
        </div>
      </div>
    </section>
  );
}
