import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, testConfig } from "../../src/config";

const errorOf = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("expected loadConfig to throw");
};

describe("loadConfig: env validated by zod at start-up (STYLE 6)", () => {
  it("an empty environment gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      AUTH_TOKEN_TTL_DAYS: 30,
      EMAIL_TOKEN_TTL_HOURS: 48,
      AUTH_RATE_LIMIT: 10,
      BODY_LIMIT_BYTES: 5 * 1024 * 1024,
      SEED_STARTER_CONTENT: true,
      RUN_WORKERS: true,
      LOG_LEVEL: "info",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
  });

  it('PORT "abc" throws a ConfigError naming PORT', () => {
    const err = errorOf({ PORT: "abc" });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toMatch(/^Invalid configuration:/);
    expect(err.message).toMatch(/^ {2}PORT: /m);
  });

  it('AI_BASE_URL "not a url" throws naming AI_BASE_URL', () => {
    expect(errorOf({ AI_BASE_URL: "not a url" }).message).toMatch(/^ {2}AI_BASE_URL: /m);
  });

  it("names every problem at once, not only the first", () => {
    const message = errorOf({
      PORT: "70000",
      DATABASE_URL: "nope",
      LOG_LEVEL: "loud",
      NODE_ENV: "staging",
    }).message;
    for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "NODE_ENV"])
      expect(message).toContain(`  ${name}: `);
  });

  it("rejects out-of-range numbers", () => {
    for (const [name, value] of [
      ["PORT", "-1"],
      ["PORT", "3000.5"],
      ["AUTH_RATE_LIMIT", "0"],
      ["BODY_LIMIT_BYTES", "100"],
      ["AUTH_TOKEN_TTL_DAYS", "0"],
      ["AI_TIMEOUT_MS", "10"],
    ] as const) {
      expect(errorOf({ [name]: value }).message, `${name}=${value}`).toContain(`  ${name}: `);
    }
  });

  it("reads numbers, URLs and booleans from their text", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/recall",
      APP_URL: "https://recall.example",
      SEED_STARTER_CONTENT: "false",
      RUN_WORKERS: "0",
      AUTH_RATE_LIMIT: "25",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_STARTER_CONTENT: false,
      RUN_WORKERS: false,
      AUTH_RATE_LIMIT: 25,
    });
    expect(config.DATABASE_URL).toBe("postgres://u:p@db:5432/recall");
  });

  it("an empty value (PORT= in an .env file) means unset: the default, not port 0 or an error", () => {
    const config = loadConfig({
      PORT: "",
      AI_TIMEOUT_MS: "",
      MAIL_FROM: "",
      WEB_DIST_DIR: "",
      DATABASE_URL: "",
    });
    expect(config.PORT).toBe(3000);
    expect(config.AI_TIMEOUT_MS).toBe(120_000);
    expect(config.MAIL_FROM).toBe("Recall <no-reply@recall.local>");
    expect(config.WEB_DIST_DIR).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("resolves relative DATA_DIR and WEB_DIST_DIR once (static file serving needs an absolute root)", () => {
    const config = loadConfig({ DATA_DIR: "var/data", WEB_DIST_DIR: "web/dist" });
    expect(config.DATA_DIR).toBe(path.resolve("var/data"));
    expect(config.WEB_DIST_DIR).toBe(path.resolve("web/dist"));
    expect(loadConfig({ WEB_DIST_DIR: "/srv/web" }).WEB_DIST_DIR).toBe(path.resolve("/srv/web"));
  });

  it("testConfig ignores process.env and turns seeding and logs off", () => {
    const saved = process.env.PORT;
    process.env.PORT = "not-a-port";
    try {
      expect(testConfig()).toMatchObject({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SEED_STARTER_CONTENT: false,
      });
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});
