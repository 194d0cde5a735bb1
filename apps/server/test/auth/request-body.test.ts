import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, expectError } from "./support";

let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
  u = await signUpUser(t.app);
});
afterAll(() => t.close());

const json = { "content-type": "application/json" };
const TEN_KB = JSON.stringify({
  email: uniqueEmail(),
  password: "correct horse",
  displayName: "x".repeat(10_240),
});

describe("request bodies (requirements S7: every call sends JSON)", () => {
  it("a 10 KB body over BODY_LIMIT_BYTES (2 KB) is a 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/signup",
      payload: TEN_KB,
      headers: json,
    });
    expect(expectError(res, 413, "PAYLOAD_TOO_LARGE").message).toBe("The request body is too large.");
  });

  it("the body limit applies to signed-in routes too (PATCH /auth/me)", async () => {
    const res = await call(t.app, {
      method: "PATCH",
      url: "/api/auth/me",
      payload: JSON.stringify({ displayName: "x".repeat(10_240) }),
      headers: { ...json, ...u.auth },
    });
    expectError(res, 413, "PAYLOAD_TOO_LARGE");
  });

  it("a body just under the limit is parsed (and then validated)", async () => {
    const payload = JSON.stringify({
      email: uniqueEmail(),
      password: "correct horse",
      displayName: "x".repeat(1800),
    });
    const res = await call(t.app, { method: "POST", url: "/api/auth/signup", payload, headers: json });
    expectError(res, 400, "VALIDATION_ERROR");
  });

  for (const [method, url] of [
    ["POST", "/api/auth/signup"],
    ["POST", "/api/auth/login"],
    ["PATCH", "/api/auth/me"],
    ["POST", "/api/auth/resend-verification"],
  ] as const) {
    it(`malformed JSON on ${method} ${url} is a 400 "The request body is not valid JSON."`, async () => {
      for (const payload of ['{"email": "a@b.com",', "{email: 'a@b.com'}", "not json", '{"a":1}}']) {
        const res = await call(t.app, { method, url, payload, headers: { ...json, ...u.auth } });
        expect(expectError(res, 400, "BAD_REQUEST").message).toBe("The request body is not valid JSON.");
      }
    });
  }

  it("a prototype-poisoning body is refused as invalid JSON", async () => {
    const payload = '{"email":"a@b.com","password":"correct horse","__proto__":{"isAdmin":true}}';
    const res = await call(t.app, { method: "POST", url: "/api/auth/signup", payload, headers: json });
    expectError(res, 400, "BAD_REQUEST");
  });

  it("an empty body declared as JSON is a 400 asking for a JSON object", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/login", payload: "", headers: json });
    expect(expectError(res, 400, "BAD_REQUEST").message).toBe(
      "The request body is empty; send a JSON object.",
    );
  });

  it("a body that is not JSON is a 415 asking for application/json", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: "email=a@b.com&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(expectError(res, 415, "BAD_REQUEST").message).toBe("Send the request body as application/json.");
  });

  it("a POST with no body at all is a validation error, not a crash", async () => {
    expectError(await call(t.app, { method: "POST", url: "/api/auth/signup" }), 400, "VALIDATION_ERROR");
  });

  it("JSON with a charset parameter is accepted", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: JSON.stringify({ email: u.email, password: u.password }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.statusCode).toBe(200);
  });
});
