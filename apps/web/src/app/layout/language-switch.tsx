import { EXTRA_LANGUAGES, type LanguageCode, TRANSLATED_LANGUAGES } from "@recall/shared";
import { clsx } from "clsx";
import { Check, ChevronDown, Languages } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useUpdateMe } from "../../features/auth";
import { useDismiss } from "../../hooks/use-dismiss";
import { applyLanguage, hasTranslations, textLanguage } from "../../lib/i18n";
import { useAuthStore } from "../../stores/auth-store";

const nativeName = (code: string) =>
  code === "en" ? "English" : (EXTRA_LANGUAGES.find((l) => l.code === code)?.native ?? code);

/** A language's name in the interface language ("German" in English, "Deutsch" in German); the shared English name without Intl support. */
function localName(code: string, fallback: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** "English, Deutsch, … and Български" in the interface language: the languages with translations. */
function translatedList(language: string): string {
  const names = ["en", ...TRANSLATED_LANGUAGES].map(nativeName);
  try {
    return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/**
 * Toggles the interface between English and the user's custom language (prefs.customLanguage).
 * The menu picks a custom language from the 28 offered; the choice is remembered locally and,
 * when signed in, saved to the account.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const custom = useAuthStore((s) => s.user?.prefs.customLanguage ?? null);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const updateMe = useUpdateMe();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const noteId = useId();
  useDismiss(root, open, () => setOpen(false));

  const current = i18n.language;
  const target = custom && current !== custom ? custom : "en";
  // Without a custom language the toggle still offers the way back to English (e.g. a choice kept locally).
  const showToggle = custom !== null || current !== "en";
  const switchTo = t("nav.switchLanguage", { language: nativeName(target) });

  async function pick(code: LanguageCode) {
    setOpen(false);
    const previous = current;
    await applyLanguage(code);
    if (!signedIn || code === custom) return;
    try {
      await updateMe.mutateAsync({ prefs: { customLanguage: code } });
      if (hasTranslations(code)) toast.success(i18n.t("nav.languageUpdated"));
      else
        toast.success(i18n.t("nav.languageUpdated"), {
          description: t("nav.englishFallback", { language: nativeName(code) }),
        });
    } catch {
      // The account still holds the old choice: the interface goes back to it rather than pretend.
      // Awaited: the message is said in the language the interface returns to.
      await applyLanguage(previous);
      toast.error(i18n.t("nav.languageUpdateFailed"));
    }
  }

  return (
    <div ref={root} className="relative flex items-center">
      {showToggle ? (
        <button
          type="button"
          onClick={() => applyLanguage(target)}
          // The name starts with the code on the button ("EN, Switch to Français"): a speech user says what
          // they see (WCAG 2.5.3 Label in Name), a screen reader user still hears where it leads.
          aria-label={`${current.toUpperCase()}, ${switchTo}`}
          title={[
            switchTo,
            hasTranslations(current) ? "" : t("nav.englishFallback", { language: nativeName(current) }),
          ]
            .filter(Boolean)
            .join("\n")}
          className="flex items-center gap-1.5 rounded-l-lg border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <Languages aria-hidden className="h-4 w-4" />
          <span className="uppercase">{current}</span>
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="menu"
        aria-label={t("nav.chooseLanguage")}
        title={t("nav.chooseLanguage")}
        className={clsx(
          "flex items-center gap-1 border border-slate-300 px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50",
          showToggle ? "rounded-r-lg border-l-0" : "rounded-lg",
        )}
      >
        {showToggle ? null : (
          <>
            <Languages aria-hidden className="h-4 w-4" />
            <span className="font-medium">{t("nav.language")}</span>
          </>
        )}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </button>
      {open ? (
        <div className="absolute right-0 top-full z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white shadow-lg">
          {/* Said before the list: only some languages translate the text, the rest change dates only. */}
          <p id={noteId} className="border-b border-slate-100 px-3 py-2 text-xs text-slate-600">
            {t("nav.translatedNote", { languages: translatedList(textLanguage(current)) })}
          </p>
          {!hasTranslations(current) ? (
            <p role="note" className="border-b border-slate-100 bg-amber-50 px-3 py-2 text-xs text-amber-900">
              {t("nav.englishFallback", { language: nativeName(current) })}
            </p>
          ) : null}
          <div
            id={menuId}
            role="menu"
            aria-label={t("nav.chooseLanguage")}
            aria-describedby={noteId}
            className="max-h-72 overflow-y-auto py-1"
          >
            <button
              type="button"
              role="menuitemradio"
              aria-checked={current === "en"}
              onClick={() => {
                setOpen(false);
                applyLanguage("en");
              }}
              className="flex w-full items-center justify-between border-b border-slate-100 px-3 py-1.5 text-left text-sm hover:bg-slate-50"
            >
              {/* i18n-exempt: each language is listed by its own name (Deutsch, Español, …), English too */}
              English
              {current === "en" ? <Check aria-hidden className="h-4 w-4 text-brand-600" /> : null}
            </button>
            {EXTRA_LANGUAGES.map((l) => (
              <button
                key={l.code}
                type="button"
                role="menuitemradio"
                aria-checked={l.code === current}
                onClick={() => void pick(l.code)}
                className="flex w-full items-center justify-between px-3 py-1.5 text-left text-sm hover:bg-slate-50"
              >
                <span>
                  {l.native}{" "}
                  <span className="text-slate-500">
                    (
                    {textLanguage(current) === "en"
                      ? l.name
                      : localName(l.code, l.name, textLanguage(current))}
                    )
                  </span>
                </span>
                {l.code === current ? <Check aria-hidden className="h-4 w-4 text-brand-600" /> : null}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
