import { languageName, SETTINGS_LANGUAGES, type UpdateMeBody, type User, UserPrefs } from "@recall/shared";

/** What the settings form edits; the two free-number fields are kept as typed text until saved. */
export interface SettingsValues {
  displayName: string;
  timezone: string;
  prefs: Omit<UserPrefs, "dailySessions" | "sessionLengthMin">;
  dailySessions: string;
  sessionLengthMin: string;
}

export type SettingsErrors = Partial<Record<"displayName" | "dailySessions" | "sessionLengthMin", string>>;

export function toSettingsValues(user: User): SettingsValues {
  const { dailySessions, sessionLengthMin, ...prefs } = user.prefs;
  return {
    displayName: user.displayName ?? "",
    timezone: user.timezone,
    prefs,
    dailySessions: String(dailySessions),
    sessionLengthMin: String(sessionLengthMin),
  };
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** The PATCH /auth/me body with the full prefs, or the messages to show under invalid fields. */
export function toUpdateBody(
  values: SettingsValues,
): { ok: true; body: UpdateMeBody & { prefs: UserPrefs } } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const numberField = (key: "dailySessions" | "sessionLengthMin") => {
    const raw = values[key].trim();
    const parsed = UserPrefs.shape[key].safeParse(raw === "" ? Number.NaN : Number(raw));
    if (parsed.success) return parsed.data;
    errors[key] = raw === "" ? "Required" : sentence(parsed.error.issues[0]?.message ?? "is invalid");
    return 0;
  };
  const dailySessions = numberField("dailySessions");
  const sessionLengthMin = numberField("sessionLengthMin");
  const displayName = values.displayName.trim();
  if (displayName.length > 80) errors.displayName = "Must be at most 80 characters";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      displayName: displayName || null,
      timezone: values.timezone,
      prefs: { ...values.prefs, dailySessions, sessionLengthMin },
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
    { value: "", label: "English (default)" },
    ...codes.map((code) => ({ value: code, label: languageName(code) })),
  ];
}
