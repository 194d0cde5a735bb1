import {
  type LanguageCode,
  languageName,
  SETTINGS_LANGUAGES,
  TimeZone,
  UpdateMeBody,
  type User,
  UserPrefs,
} from "@recall/shared";
import { z } from "zod";
import i18n from "../../../lib/i18n";
import "../i18n";

/**
 * What the settings form holds: the prefs as they are, except the two free-number fields, kept as typed
 * text until saved. The paths are the PATCH body's, so the shared schema's errors land on the right input.
 */
const SettingsInput = z.object({
  displayName: z.string(),
  timezone: z.string(),
  prefs: z.object({
    uiSounds: z.boolean(),
    autoRead: z.boolean(),
    // A select of known options: any value it can hold is checked by the shared rule after the pipe.
    customLanguage: z.custom<LanguageCode | null>(),
    glossaryTermCount: z.number(),
    mcqDelay: z.number(),
    mcqPreference: z.number(),
    dailySessions: z.string(),
    sessionLengthMin: z.string(),
  }),
});
export type SettingsValues = z.input<typeof SettingsInput>;

/** Typed text to a number; blank stays missing, so the shared rule says the number is required. */
const numberText = (raw: string) => (raw.trim() === "" ? undefined : Number(raw.trim()));

/** The settings form's schema: its values converted, then checked by the shared PATCH /auth/me rules. */
export const SettingsForm = SettingsInput.transform((v) => ({
  displayName: v.displayName.trim() || null,
  timezone: v.timezone,
  prefs: {
    ...v.prefs,
    dailySessions: numberText(v.prefs.dailySessions),
    sessionLengthMin: numberText(v.prefs.sessionLengthMin),
  },
})).pipe(
  z.object({ displayName: UpdateMeBody.shape.displayName.unwrap(), timezone: TimeZone, prefs: UserPrefs }),
);

export function toSettingsValues(user: User): SettingsValues {
  return {
    displayName: user.displayName ?? "",
    timezone: user.timezone,
    prefs: {
      ...user.prefs,
      dailySessions: String(user.prefs.dailySessions),
      sessionLengthMin: String(user.prefs.sessionLengthMin),
    },
  };
}

/** Every IANA zone the browser knows, with the user's current zone and UTC always present. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const all = new Set(["UTC", ...zones]);
  all.add(current);
  return [...all];
}

/** English (null) plus the settings languages, plus a language picked elsewhere (the header) so it is kept. */
export function languageOptions(current: string | null): { value: string; label: string }[] {
  const codes: string[] = [...SETTINGS_LANGUAGES];
  if (current && !codes.includes(current)) codes.push(current);
  return [
    { value: "", label: i18n.t("settings:modal.englishDefault") },
    ...codes.map((code) => ({ value: code, label: languageName(code) })),
  ];
}
