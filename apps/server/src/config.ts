import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** Every environment variable the server reads. `.env.example` lists the same set. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default("./data"),
  /** A PostgreSQL connection string; unset means the embedded PGlite database. */
  DATABASE_URL: optionalUrl,
  /** Public base URL used in e-mail links. */
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where the built web app lives; unset means apps/web/dist next to this package. */
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Recall <no-reply@recall.local>"),
  AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  EMAIL_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** Requests per minute per IP on signup, login and verification routes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Largest JSON body in bytes (uploads included). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Seed the starter courses on first start of an empty database. */
  SEED_STARTER_CONTENT: bool.default(true),
  AI_PROVIDER: z.enum(["openai", "anthropic", "openai-compatible", ""]).optional().transform((v) => v || undefined),
  AI_MODEL: z.string().optional(),
  AI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MONTHLY_BUDGET_USD: z.coerce.number().min(0).max(100_000).default(5),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** JSON object of per-model prices, USD per million tokens: {"model":{"input":1,"output":2}}. */
  AI_PRICES_JSON: z.string().optional(),
  /** Run job workers inside the server process (default) or only in `npm run worker`. */
  RUN_WORKERS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** A config for tests: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_STARTER_CONTENT: "false", ...overrides });
}
