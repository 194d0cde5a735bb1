import { Volume2, VolumeX } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "../../hooks/use-dismiss";
import {
  getSoundVolume,
  MILESTONE_STREAKS,
  playSound,
  type SoundName,
  setSoundVolume,
} from "../../lib/sounds";
import { useAuthStore } from "../../stores/auth-store";

const SAMPLES: { name: SoundName; key: string }[] = [
  { name: "correct", key: "nav.soundCorrect" },
  { name: "incorrect", key: "nav.soundIncorrect" },
  { name: "streak", key: "nav.soundStreak" },
];

/** Buttons that play each feedback sound, and the sound volume slider (kept in local storage). */
export function SoundTestPanel() {
  const { t } = useTranslation();
  const enabled = useAuthStore((s) => s.user?.prefs.uiSounds ?? true);
  const [volume, setVolume] = useState(getSoundVolume);
  const volumeId = useId();
  return (
    <div className="space-y-3">
      {enabled ? null : <p className="text-xs text-amber-700">{t("nav.soundsOff")}</p>}
      <div className="flex flex-wrap gap-2">
        {SAMPLES.map(({ name, key }) => (
          <button
            key={name}
            type="button"
            disabled={!enabled}
            onClick={() => playSound(name, { enabled, volume, streak: MILESTONE_STREAKS[3] })}
            className="rounded-lg border border-slate-300 px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400"
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={volumeId} className="text-sm text-slate-600">
          {t("nav.volume")}
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(volume * 100)}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={(e) => setVolume(setSoundVolume(Number(e.target.value) / 100))}
          className="w-full accent-brand-600"
        />
        <span className="w-10 text-right text-xs tabular-nums text-slate-500">
          {Math.round(volume * 100)}%
        </span>
      </div>
    </div>
  );
}

/** The header's sound test button and its popover. */
export function SoundTestWidget() {
  const { t } = useTranslation();
  const enabled = useAuthStore((s) => s.user?.prefs.uiSounds ?? true);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(root, open, () => setOpen(false));
  const Icon = enabled ? Volume2 : VolumeX;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t("nav.soundTest")}
        title={t("nav.soundTest")}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon aria-hidden className="h-5 w-5" />
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label={t("nav.soundTest")}
          className="absolute right-0 top-full z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <h2 className="mb-3 text-sm font-semibold text-slate-800">{t("nav.soundTest")}</h2>
          <SoundTestPanel />
        </section>
      ) : null}
    </div>
  );
}
