/**
 * Names the browser and the system of a sign-in from its User-Agent header, for the list of active
 * sign-ins. Only the common families are named; the order matters because browsers borrow each other's
 * tokens (Edge and Opera say "Chrome", Chrome says "Safari").
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
  [/curl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const UNKNOWN = "Unknown";

export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  const ua = userAgent ?? "";
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? UNKNOWN,
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? UNKNOWN,
  };
}
