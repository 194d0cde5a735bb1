/** True when the runtime knows the IANA zone (e.g. "Europe/Sofia"); "UTC" is always valid. */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
