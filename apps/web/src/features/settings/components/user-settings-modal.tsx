import { type LanguageCode, languageName, PREF_LIMITS, type User } from "@recall/shared";
import { type RefObject, useId, useMemo } from "react";
import { FormProvider } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { SelectField, showServerErrors, TextField, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-client";
import i18n, { applyLanguage, hasTranslations } from "../../../lib/i18n";
import { useAuthStore } from "../../../stores/auth-store";
import { useUpdateMe } from "../../auth";
import {
  languageOptions,
  SettingsForm,
  type SettingsValues,
  timeZoneOptions,
  toSettingsValues,
} from "../lib/settings-form";
import { MemoryModelDisclosure } from "./memory-model-panel";
import { SliderField } from "./slider-field";
import { SwitchField } from "./switch-field";

export interface UserSettingsModalProps {
  open: boolean;
  /** Must be stable (useCallback): the modal re-arms its listeners when it changes. */
  onClose: () => void;
  /** Where focus goes on close when the button that opened it is gone (the phone menu closes). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The User Settings dialog (requirements S2): learning preferences, profile and schedule. */
export function UserSettingsModal({ open, onClose, returnFocusTo }: UserSettingsModalProps) {
  const user = useAuthStore((s) => s.user);
  if (!open || !user) return null;
  // Mounted per opening, so the form always starts from the saved values.
  return <SettingsDialog user={user} onClose={onClose} returnFocusTo={returnFocusTo} />;
}

/** A saved custom language switches the interface to it when it has translations; clearing it returns to English. */
function followLanguage(previous: LanguageCode | null, next: LanguageCode | null) {
  if (previous === next) return;
  if (next === null) applyLanguage("en");
  else if (hasTranslations(next)) applyLanguage(next);
}

/** What the Custom Language select does, and that a language without translations keeps English text. */
function languageHint(code: LanguageCode | null): string {
  const hint = "The language the header switch toggles to, next to English.";
  if (!code || hasTranslations(code)) return hint;
  return `${hint} ${i18n.t("nav.englishFallback", { language: languageName(code) })}`;
}

function SettingsDialog({
  user,
  onClose,
  returnFocusTo,
}: { user: User } & Pick<UserSettingsModalProps, "onClose" | "returnFocusTo">) {
  const formId = useId();
  const updateMe = useUpdateMe();
  const form = useZodForm(SettingsForm, { defaultValues: toSettingsValues(user) });
  const prefs = form.watch("prefs");
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);
  const languages = useMemo(() => languageOptions(user.prefs.customLanguage), [user.prefs.customLanguage]);

  /** Sliders, switches and the language select are controlled: they set their value in the form. */
  const setPref = <
    K extends "uiSounds" | "autoRead" | "customLanguage" | "glossaryTermCount" | "mcqDelay" | "mcqPreference",
  >(
    key: K,
    value: SettingsValues["prefs"][K],
  ) => form.setValue(`prefs.${key}`, value as never, { shouldDirty: true });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await updateMe.mutateAsync(body);
      followLanguage(user.prefs.customLanguage, res.user.prefs.customLanguage);
      toast.success("Settings saved successfully!");
      onClose();
    } catch (err) {
      showServerErrors(form, err, "Failed to save settings");
      toast.error(errorMessage(err, "Failed to save settings"));
    }
  });

  const {
    glossaryTermCount: glossary,
    mcqDelay,
    mcqPreference,
    dailySessions,
    sessionLengthMin,
  } = PREF_LIMITS;
  return (
    <Modal
      open
      title="Settings"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="md:max-w-3xl"
      footer={
        <>
          <Link
            to={paths.accountSettings}
            onClick={onClose}
            className="mr-auto self-center text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            Account: email, password, sign-ins
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={updateMe.isPending}>
            {updateMe.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-6 md:grid-cols-2 md:gap-8">
          <section aria-labelledby={`${formId}-learning`} className="space-y-5">
            <h3
              id={`${formId}-learning`}
              className="text-sm font-semibold uppercase tracking-wide text-slate-500"
            >
              Learning
            </h3>
            <SwitchField
              label="UI Sounds"
              description="Play sounds for correct answers, mistakes and streaks."
              checked={prefs.uiSounds}
              onChange={(checked) => setPref("uiSounds", checked)}
            />
            <SwitchField
              label="Read Cards Aloud"
              description="Read each question, and the answer once shown, with your browser's voice. Off by default so it never talks over a screen reader."
              checked={prefs.autoRead}
              onChange={(checked) => setPref("autoRead", checked)}
            />
            <Field label="Custom Language" hint={languageHint(prefs.customLanguage)}>
              {(id) => (
                <Select
                  id={id}
                  value={prefs.customLanguage ?? ""}
                  onChange={(e) => setPref("customLanguage", (e.target.value || null) as LanguageCode | null)}
                >
                  {languages.map((l) => (
                    <option key={l.value} value={l.value}>
                      {l.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <SliderField
              label="Glossary Terms"
              hint="How many glossary terms to generate per card."
              value={prefs.glossaryTermCount}
              min={glossary.min}
              max={glossary.max}
              format={(n) => `${n} ${n === 1 ? "term" : "terms"}`}
              onChange={(n) => setPref("glossaryTermCount", n)}
            />
            <SliderField
              label="MCQ Delay"
              hint="Seconds before a correctly answered multiple choice card moves on."
              value={prefs.mcqDelay}
              min={mcqDelay.min}
              max={mcqDelay.max}
              format={(n) => `${n} s`}
              onChange={(n) => setPref("mcqDelay", n)}
            />
            <SliderField
              label="MCQ Frequency"
              hint="How often cards are asked as multiple choice instead of free recall."
              value={prefs.mcqPreference}
              min={mcqPreference.min}
              max={mcqPreference.max}
              format={(n) => `${n} %`}
              onChange={(n) => setPref("mcqPreference", n)}
            />
          </section>

          <section
            aria-labelledby={`${formId}-profile`}
            className="space-y-4 border-t border-slate-200 pt-5 md:border-t-0 md:border-l md:pt-0 md:pl-8"
          >
            <h3
              id={`${formId}-profile`}
              className="text-sm font-semibold uppercase tracking-wide text-slate-500"
            >
              Profile and schedule
            </h3>
            <TextField<SettingsValues>
              name="displayName"
              label="Display name"
              maxLength={80}
              autoComplete="nickname"
            />
            <SelectField<SettingsValues> name="timezone" label="Timezone">
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField<SettingsValues>
                name="prefs.dailySessions"
                label="Daily sessions"
                hint={`Per day, ${dailySessions.min} to ${dailySessions.max}`}
                type="number"
                inputMode="numeric"
                min={dailySessions.min}
                max={dailySessions.max}
              />
              <TextField<SettingsValues>
                name="prefs.sessionLengthMin"
                label="Session length"
                hint={`Minutes, ${sessionLengthMin.min} to ${sessionLengthMin.max}`}
                type="number"
                inputMode="numeric"
                min={sessionLengthMin.min}
                max={sessionLengthMin.max}
              />
            </div>
          </section>
        </form>
      </FormProvider>
      <div className="mt-6">
        <MemoryModelDisclosure />
      </div>
    </Modal>
  );
}
