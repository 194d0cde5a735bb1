import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { frameworkErrorHandler, registerErrorHandler } from "../../src/lib/error-handler";
import { AppError } from "../../src/lib/errors";
import { expectError } from "../auth/support";

// A bare Fastify with the real error handler, to reach failures the auth routes cannot trigger.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, frameworkErrors: frameworkErrorHandler });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get("/syntax", async () => JSON.parse("{not json"));
  app.get("/secret", async () => {
    throw new Error("connect ECONNREFUSED postgres://admin:hunter2@db");
  });
  // Drizzle wraps the driver's error: the pool could not get a connection from the database server.
  app.get("/too-many-connections", async () => {
    const driver = Object.assign(new Error("sorry, too many clients already"), { code: "53300" });
    throw new Error("Failed query: select 1", { cause: driver });
  });
  app.get("/database-down", async () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  });
  app.get("/forbidden", async () => {
    throw Object.assign(new Error("Forbidden"), { statusCode: 403 });
  });
  app.get("/app-error", async () => {
    throw new AppError("CONFLICT", "Already there", { name: "is taken" });
  });
  app.get("/bad-response", { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
    n: "not a number",
  }));
  app.get("/items/:id", { schema: { params: z.object({ id: z.uuid() }) } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe("error handler: STYLE 5 (one AppError, stable code, one mapping)", () => {
  it("an AppError keeps its status, code, message and fields", async () => {
    const error = expectError(await app.inject({ url: "/app-error" }), 409, "CONFLICT");
    expect(error).toEqual({ code: "CONFLICT", message: "Already there", fields: { name: "is taken" } });
  });

  it("a SyntaxError thrown by server code is a 500, not blamed on the request body", async () => {
    const error = expectError(await app.inject({ url: "/syntax" }), 500, "INTERNAL_ERROR");
    expect(error.message).toBe("Something went wrong. Please try again.");
  });

  it("a 500 never leaks internals", async () => {
    const res = await app.inject({ url: "/secret" });
    expectError(res, 500, "INTERNAL_ERROR");
    expect(res.body).not.toContain("hunter2");
    expect(res.body).not.toContain("ECONNREFUSED");
  });

  it("a response that breaks its schema is a 500 without the bad data", async () => {
    const res = await app.inject({ url: "/bad-response" });
    expectError(res, 500, "INTERNAL_ERROR");
    expect(res.body).not.toContain("not a number");
  });

  for (const url of ["/too-many-connections", "/database-down"])
    it(`a database out of connections or unreachable is a 503 with Retry-After, not a 500 (${url})`, async () => {
      const res = await app.inject({ url });
      const error = expectError(res, 503, "SERVICE_UNAVAILABLE");
      expect(error.message).toBe("The service is busy right now. Please try again in a few seconds.");
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).not.toContain("127.0.0.1");
    });

  it("a plugin's 4xx gets the code matching its status", async () => {
    expectError(await app.inject({ url: "/forbidden" }), 403, "FORBIDDEN");
  });

  it("invalid params name the param", async () => {
    const error = expectError(await app.inject({ url: "/items/42" }), 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {})).toEqual(["id"]);
  });

  it("frameworkErrorHandler: a malformed URL encoding gets the envelope (needs `frameworkErrors` on Fastify)", async () => {
    const error = expectError(await app.inject({ url: "/items/%E0%A4%A" }), 400, "BAD_REQUEST");
    expect(error.message).toBe("The request URL is not valid.");
  });
});
