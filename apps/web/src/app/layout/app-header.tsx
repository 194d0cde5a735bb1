import { BrainCircuit, LogOut, Menu, Settings, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { UserSettingsModal } from "../../features/settings";
import { useDismiss } from "../../hooks/use-dismiss";
import { LanguageSwitch } from "./language-switch";
import { NavTabs } from "./nav-tabs";
import { SoundTestPanel, SoundTestWidget } from "./sound-test-widget";

const iconButton =
  "rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50";

interface AppHeaderProps {
  onLogout: () => void;
  loggingOut: boolean;
}

/** The header of signed-in pages: tabs, language switch, sound test, settings and logout; a menu on phones. */
export function AppHeader({ onLogout, loggingOut }: AppHeaderProps) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  useDismiss(menu, menuOpen, closeMenu);

  const openSettings = () => {
    setMenuOpen(false);
    setSettingsOpen(true);
  };

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div ref={menu} className="mx-auto max-w-6xl px-4">
          <div className="flex h-16 items-center gap-4">
            <Link to={paths.dashboard} className="flex items-center gap-2 text-lg font-bold text-brand-700">
              <BrainCircuit aria-hidden className="h-6 w-6" />
              Recall
            </Link>
            <nav aria-label={t("nav.main")} className="hidden md:block">
              <NavTabs />
            </nav>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <LanguageSwitch />
              <div className="hidden items-center gap-1 md:flex">
                <SoundTestWidget />
                <button
                  type="button"
                  onClick={openSettings}
                  aria-label={t("nav.settings")}
                  title={t("nav.settings")}
                  className={iconButton}
                >
                  <Settings aria-hidden className="h-5 w-5" />
                </button>
                <button
                  type="button"
                  onClick={onLogout}
                  disabled={loggingOut}
                  className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <LogOut aria-hidden className="h-4 w-4" />
                  {t("nav.logout")}
                </button>
              </div>
              <button
                ref={menuButton}
                type="button"
                onClick={() => setMenuOpen((o) => !o)}
                aria-expanded={menuOpen}
                aria-controls="app-mobile-menu"
                aria-label={t("nav.menu")}
                className={`${iconButton} md:hidden`}
              >
                {menuOpen ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
              </button>
            </div>
          </div>

          {menuOpen ? (
            <div id="app-mobile-menu" className="space-y-4 border-t border-slate-200 py-4 md:hidden">
              <nav aria-label={t("nav.main")}>
                <NavTabs layout="column" onNavigate={closeMenu} />
              </nav>
              <section aria-label={t("nav.soundTest")} className="rounded-xl bg-slate-50 p-3">
                <h2 className="mb-2 text-sm font-semibold text-slate-800">{t("nav.soundTest")}</h2>
                <SoundTestPanel />
              </section>
              <div className="flex flex-col gap-1">
                <button
                  type="button"
                  onClick={openSettings}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  <Settings aria-hidden className="h-4 w-4" />
                  {t("nav.settings")}
                </button>
                <button
                  type="button"
                  onClick={onLogout}
                  disabled={loggingOut}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  <LogOut aria-hidden className="h-4 w-4" />
                  {t("nav.logout")}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      </header>
      {/* Outside <header>: its backdrop-filter would make the modal's fixed overlay relative to the header. */}
      {/* Opened from the phone menu, the Settings button closes with the menu: focus returns to Menu. */}
      <UserSettingsModal open={settingsOpen} onClose={closeSettings} returnFocusTo={menuButton} />
    </>
  );
}
