import { useDocumentTitle } from "../../../hooks/use-document-title";
import { CtaSection } from "../components/cta-section";
import { DemoSection } from "../components/demo/demo-section";
import { FeatureCards } from "../components/feature-cards";
import { FeatureGrid } from "../components/feature-grid";
import { HeroSection } from "../components/hero-section";
import { HowItWorks } from "../components/how-it-works";
import { LandingFooter } from "../components/landing-footer";
import { LandingHeader } from "../components/landing-header";

/** The public landing page (part1 §2): hero, features, demo, how it works, more features, call to action. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <title>Recall · AI flashcards that adapt to you</title>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" className="flex-1">
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
