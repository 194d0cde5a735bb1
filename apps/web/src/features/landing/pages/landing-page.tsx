import { MAIN_ID, SkipLink } from "../../../components/ui/skip-link";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { CtaSection } from "../components/cta-section";
import { DemoSection } from "../components/demo/demo-section";
import { FeatureCards } from "../components/feature-cards";
import { FeatureGrid } from "../components/feature-grid";
import { HeroSection } from "../components/hero-section";
import { HowItWorks } from "../components/how-it-works";
import { LandingFooter } from "../components/landing-footer";
import { LandingHeader } from "../components/landing-header";
import { useLandingText } from "../i18n";

/** The public landing page (requirements S2): hero, features, demo, how it works, more features, call to action. */
export function LandingPage() {
  const { t } = useLandingText();
  useDocumentTitle(null);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <title>{t("pageTitle")}</title>
      <SkipLink />
      <LandingHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <FeatureCards />
        <DemoSection />
        <HowItWorks />
        <FeatureGrid />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
