import { ANY_MATH } from "@recall/shared";
import { Volume2 } from "lucide-react";
import { useEffect } from "react";
import { type MathSpeech, spokenText } from "../../lib/spoken-text";

/** The browser's speech synthesis, or null where it has none (then no button is shown). */
function synthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/** Whether this browser can read text aloud (the read-aloud buttons show only then). */
export function canReadAloud(): boolean {
  return synthesis() !== null;
}

let mathSpeech: MathSpeech | undefined;
let mathSpeechLoading: Promise<void> | undefined;

/**
 * KaTeX's accessible form of a formula ("x, squared, plus, 1"), loaded on the first text with math: KaTeX
 * is not on pages without math (docs/decisions/rich-card-content.md). Same options as the renderer.
 */
function loadMathSpeech(): Promise<void> {
  mathSpeechLoading ??= import("katex/contrib/render-a11y-string").then(
    (mod) => {
      mathSpeech = (tex) => {
        try {
          return mod.default(tex, { trust: false, maxSize: 20, maxExpand: 500, strict: "ignore" });
        } catch {
          return null;
        }
      };
    },
    // Offline without the chunk: formulas are read as their TeX until a later page load.
    () => undefined,
  );
  return mathSpeechLoading;
}

/** Card markdown to the words a voice says (lib/spoken-text.ts), math spoken once KaTeX is loaded. */
export function speakableText(markdown: string): string {
  return spokenText(markdown, { speakMath: mathSpeech });
}

function say(voice: SpeechSynthesis, text: string, lang: string): boolean {
  const words = speakableText(text);
  if (!words) return false;
  voice.cancel();
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.lang = lang;
  voice.speak(utterance);
  return true;
}

/**
 * Says `text` in `lang`, stopping whatever was being read. Returns false without speech synthesis. A text
 * with math is said once KaTeX's speech has loaded (at once when it already has).
 */
export function speak(text: string, lang: string): boolean {
  const voice = synthesis();
  if (!voice || typeof SpeechSynthesisUtterance === "undefined") return false;
  if (!mathSpeech && ANY_MATH.test(text)) {
    void loadMathSpeech().then(() => say(voice, text, lang));
    return true;
  }
  return say(voice, text, lang);
}

/**
 * The language to read card text in. Courses and cards store no language of their own yet, so this is
 * the page's language (the interface language the learner picked, set on <html lang>), else English.
 */
export function pageLanguage(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/** How study reads cards: in which language, and whether without being asked (prefs.autoRead). */
export interface CardSpeech {
  lang: string;
  autoRead: boolean;
}

export interface ReadAloudButtonProps {
  /** The card text (markdown) to read. */
  text: string;
  /** BCP 47 language of the text, e.g. "de"; the voice is chosen by it. */
  lang: string;
  /** What is read, for the button's name: "Read the question aloud". */
  label: string;
  /** Read once when the button appears (the auto-read preference, off by default). */
  autoRead?: boolean;
}

/** A small speaker button that reads card text with the browser's voice; absent without speech synthesis. */
export function ReadAloudButton({ text, lang, label, autoRead = false }: ReadAloudButtonProps) {
  useEffect(() => {
    if (autoRead) speak(text, lang);
  }, [autoRead, text, lang]);
  useEffect(() => () => synthesis()?.cancel(), []);
  if (!synthesis()) return null;
  return (
    <button
      type="button"
      onClick={() => speak(text, lang)}
      aria-label={label}
      title={label}
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Volume2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
