import { LANGUAGE_CODES, PREF_LIMITS } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, expectFieldError, userOf } from "./support";

let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
});
afterAll(() => t.close());

const patchMe = (payload: unknown) =>
  call(t.app, { method: "PATCH", url: "/api/auth/me", headers: u.auth, payload: payload as object });

/** [pref, below min, min, max, above max] per requirements S5 and requirements S9 (dailySessions / sessionLengthMin: PREF_LIMITS). */
const RANGES = [
  ["glossaryTermCount", 0, 1, 20, 21],
  ["mcqDelay", 0, 1, 10, 11],
  ["mcqPreference", -1, 0, 100, 101],
  ["dailySessions", 0, 1, 20, 21],
  ["sessionLengthMin", 4, 5, 180, 181],
] as const;

describe("PATCH /auth/me prefs: requirements S5/S9 slider ranges, boundaries inclusive", () => {
  it("the table matches the shared PREF_LIMITS", () => {
    for (const [name, , min, max] of RANGES) expect(PREF_LIMITS[name]).toMatchObject({ min, max });
  });

  for (const [name, below, min, max, above] of RANGES) {
    it(`${name}: ${min} and ${max} are saved`, async () => {
      expect(userOf(await patchMe({ prefs: { [name]: min } })).prefs[name]).toBe(min);
      expect(userOf(await patchMe({ prefs: { [name]: max } })).prefs[name]).toBe(max);
    });

    it(`${name}: ${below} and ${above} are 400s on prefs.${name}`, async () => {
      expect(expectFieldError(await patchMe({ prefs: { [name]: below } }), `prefs.${name}`)).toBe(
        `must be at least ${min}`,
      );
      expect(expectFieldError(await patchMe({ prefs: { [name]: above } }), `prefs.${name}`)).toBe(
        `must be at most ${max}`,
      );
    });

    it(`${name}: fractions, strings, null and booleans are 400s`, async () => {
      expect(expectFieldError(await patchMe({ prefs: { [name]: min + 0.5 } }), `prefs.${name}`)).toBe(
        "must be a whole number",
      );
      for (const bad of [String(min), null, true, [min]]) {
        expect(expectFieldError(await patchMe({ prefs: { [name]: bad } }), `prefs.${name}`)).toBe(
          "must be a number",
        );
      }
    });
  }

  it('prefs.mcqDelay sent as the string "3" is a 400 (no silent coercion)', async () => {
    expectFieldError(await patchMe({ prefs: { mcqDelay: "3" } }), "prefs.mcqDelay");
  });

  it("a number too large for JSON (1e400 parses as Infinity) is a 400, not a 500", async () => {
    const res = await call(t.app, {
      method: "PATCH",
      url: "/api/auth/me",
      headers: { ...u.auth, "content-type": "application/json" },
      payload: '{"prefs":{"mcqDelay":1e400}}',
    });
    expectFieldError(res, "prefs.mcqDelay");
  });
});

describe("PATCH /auth/me prefs: uiSounds (requirements S3 boolean)", () => {
  it("true and false are saved", async () => {
    expect(userOf(await patchMe({ prefs: { uiSounds: false } })).prefs.uiSounds).toBe(false);
    expect(userOf(await patchMe({ prefs: { uiSounds: true } })).prefs.uiSounds).toBe(true);
  });

  it('"true", 1, null and [true, false] are 400s', async () => {
    for (const bad of ["true", 1, null, [true, false]]) {
      expect(expectFieldError(await patchMe({ prefs: { uiSounds: bad } }), "prefs.uiSounds")).toBe(
        "must be true or false",
      );
    }
  });
});

describe("PATCH /auth/me prefs: customLanguage (requirements S5 one of the 28 languages, requirements S3 or null)", () => {
  it("lists exactly 28 language codes", () => {
    expect(LANGUAGE_CODES).toHaveLength(28);
    expect(new Set(LANGUAGE_CODES).size).toBe(28);
  });

  it("accepts each of the 28 codes and null", async () => {
    for (const code of LANGUAGE_CODES) {
      expect(userOf(await patchMe({ prefs: { customLanguage: code } })).prefs.customLanguage).toBe(code);
    }
    expect(userOf(await patchMe({ prefs: { customLanguage: null } })).prefs.customLanguage).toBeNull();
  });

  it('"xx", upper case, empty string and numbers are 400s', async () => {
    for (const bad of ["xx", "DE", "", "german", 7, ["de"]]) {
      const message = expectFieldError(
        await patchMe({ prefs: { customLanguage: bad } }),
        "prefs.customLanguage",
      );
      expect(message).toBe("must be one of the 28 supported languages");
    }
  });
});

describe("PATCH /auth/me: timezone must be a valid IANA zone", () => {
  it("accepts real zones", async () => {
    for (const zone of ["UTC", "Europe/Berlin", "Asia/Kolkata", "America/Argentina/Buenos_Aires"]) {
      expect(userOf(await patchMe({ timezone: zone })).timezone).toBe(zone);
    }
  });

  it('"Mars/Olympus", empty, over-long and non-strings are 400s on timezone', async () => {
    for (const bad of ["Mars/Olympus", "", "Europe/".padEnd(80, "x"), 3, null]) {
      expectFieldError(await patchMe({ timezone: bad }), "timezone");
    }
  });
});

describe("PATCH /auth/me: shape of the body", () => {
  it("prefs must be an object", async () => {
    for (const bad of [[true, false], "prefs", 5, null])
      expectFieldError(await patchMe({ prefs: bad }), "prefs");
  });

  it("displayName must be a string of at most 80 characters", async () => {
    expectFieldError(await patchMe({ displayName: 5 }), "displayName");
    expectFieldError(await patchMe({ displayName: "n".repeat(81) }), "displayName");
    expect(userOf(await patchMe({ displayName: "n".repeat(80) })).displayName).toHaveLength(80);
  });

  it("several bad fields are all named in one answer", async () => {
    const res = await patchMe({ timezone: "Mars/Olympus", prefs: { mcqDelay: 0, glossaryTermCount: 21 } });
    expectFieldError(res, "timezone");
    expectFieldError(res, "prefs.mcqDelay");
    expectFieldError(res, "prefs.glossaryTermCount");
  });
});
