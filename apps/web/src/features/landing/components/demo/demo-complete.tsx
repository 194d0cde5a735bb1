import { PartyPopper, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button";
import { paths } from "../../../../config/paths";
import { useLandingText } from "../../i18n";
import { linkButtonClass } from "../link-styles";

interface DemoCompleteProps {
  correctCount: number;
  cardCount: number;
  onRestart: () => void;
}

/** Shown once the last demo card is answered: the score and the way to sign up. */
export function DemoComplete({ correctCount, cardCount, onRestart }: DemoCompleteProps) {
  const { t } = useLandingText();
  return (
    <section
      aria-labelledby="demo-complete-title"
      className="rounded-2xl bg-gradient-to-br from-brand-600 to-purple-600 p-6 text-center text-white sm:p-8"
    >
      <PartyPopper className="mx-auto h-10 w-10 text-amber-200" aria-hidden="true" />
      <h3 id="demo-complete-title" className="mt-3 text-2xl font-bold">
        {t("demo.complete.title")}
      </h3>
      <p className="mt-2 text-brand-100">
        {t("demo.complete.score", { correct: correctCount, total: cardCount })}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.signup} className={linkButtonClass("inverse", "lg")}>
          {t("signUpFree")}
        </Link>
        <Button variant="ghost" size="lg" onClick={onRestart} className="text-white hover:bg-white/10">
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t("demo.complete.restart")}
        </Button>
      </div>
    </section>
  );
}
