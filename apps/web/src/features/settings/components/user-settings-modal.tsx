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
import { useSettingsText } from "../i18n";
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
  const hint = i18n.t("settings:modal.languageHint");
  if (!code || hasTranslations(code)) return hint;
  return `${hint} ${i18n.t("nav.englishFallback", { language: languageName(code) })}`;
}

function SettingsDialog({
  user,
  onClose,
  returnFocusTo,
}: { user: User } & Pick<UserSettingsModalProps, "onClose" | "returnFocusTo">) {
  const { t } = useSettingsText();
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
      toast.success(i18n.t("settings:modal.saved"));
      onClose();
    } catch (err) {
      showServerErrors(form, err, i18n.t("settings:modal.saveFailed"));
      toast.error(errorMessage(err, i18n.t("settings:modal.saveFailed")));
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
      title={t("modal.title")}
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
            {t("modal.accountLink")}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={updateMe.isPending}>
            {updateMe.isPending ? t("saving") : t("modal.save")}
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
              {t("modal.learning")}
            </h3>
            <SwitchField
              label={t("modal.uiSounds")}
              description={t("modal.uiSoundsHint")}
              checked={prefs.uiSounds}
              onChange={(checked) => setPref("uiSounds", checked)}
            />
            <SwitchField
              label={t("modal.readAloud")}
              description={t("modal.readAloudHint")}
              checked={prefs.autoRead}
              onChange={(checked) => setPref("autoRead", checked)}
            />
            <Field label={t("modal.customLanguage")} hint={languageHint(prefs.customLanguage)}>
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
              label={t("modal.glossaryTerms")}
              hint={t("modal.glossaryTermsHint")}
              value={prefs.glossaryTermCount}
              min={glossary.min}
              max={glossary.max}
              format={(n) => t("modal.terms", { count: n })}
              onChange={(n) => setPref("glossaryTermCount", n)}
            />
            <SliderField
              label={t("modal.mcqDelay")}
              hint={t("modal.mcqDelayHint")}
              value={prefs.mcqDelay}
              min={mcqDelay.min}
              max={mcqDelay.max}
              format={(n) => t("modal.seconds", { count: n })}
              onChange={(n) => setPref("mcqDelay", n)}
            />
            <SliderField
              label={t("modal.mcqFrequency")}
              hint={t("modal.mcqFrequencyHint")}
              value={prefs.mcqPreference}
              min={mcqPreference.min}
              max={mcqPreference.max}
              format={(n) => t("modal.percent", { value: n })}
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
              {t("modal.profile")}
            </h3>
            <TextField<SettingsValues>
              name="displayName"
              label={t("modal.displayName")}
              maxLength={80}
              autoComplete="nickname"
            />
            <SelectField<SettingsValues> name="timezone" label={t("modal.timezone")}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField<SettingsValues>
                name="prefs.dailySessions"
                label={t("modal.dailySessions")}
                hint={t("modal.dailySessionsHint", { min: dailySessions.min, max: dailySessions.max })}
                type="number"
                inputMode="numeric"
                min={dailySessions.min}
                max={dailySessions.max}
              />
              <TextField<SettingsValues>
                name="prefs.sessionLengthMin"
                label={t("modal.sessionLength")}
                hint={t("modal.sessionLengthHint", { min: sessionLengthMin.min, max: sessionLengthMin.max })}
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
