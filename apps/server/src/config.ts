import path from "node:path";
import { z } from "zod";
import { parsePriceOverrides } from "./modules/ai/pricing";

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
  /** Trust X-Forwarded-* headers: set only behind a reverse proxy you control. */
  TRUST_PROXY: bool.default(false),
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
  /** Requests per minute per IP on signup, login, verification and reset routes; per user on account changes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Largest JSON body in bytes (uploads included). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** Seed the starter courses on first start of an empty database. */
  SEED_STARTER_CONTENT: bool.default(true),
  AI_PROVIDER: z
    .enum(["openai", "anthropic", "openai-compatible", ""])
    .optional()
    .transform((v) => v || undefined),
  AI_MODEL: z.string().optional(),
  AI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MONTHLY_BUDGET_USD: z.coerce.number().min(0).max(100_000).default(5),
  /**
   * Requests per minute per signed-in user on the heavy routes (uploads, exports, bulk card operations
   * on collections); ten parallel 5,000-card uploads stalled the server.
   */
  HEAVY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Heavy requests of one user running at once; more are refused (429) before their body is read. */
  HEAVY_CONCURRENCY: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Requests per minute per client on the AI routes that call the model. */
  AI_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** JSON object of per-model prices, USD per million tokens: {"model":{"input":1,"output":2}}. */
  AI_PRICES_JSON: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parsePriceOverrides(value);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message.replace(/^AI_PRICES_JSON:? ?/, "") });
      }
    }),
  /**
   * OpenAI-compatible servers: send the JSON schema as response_format json_schema (default), or `false`
   * for servers that only know json_object (the schema then goes into the prompt).
   */
  AI_STRUCTURED_OUTPUTS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  /**
   * bench/ai-quality.ts only (the server ignores them): the model that scores generated cards against the
   * rubric, and its provider (default AI_PROVIDER, with the same keys and base URL). Unset: no rubric.
   */
  AI_JUDGE_MODEL: z.string().optional(),
  AI_JUDGE_PROVIDER: z
    .enum(["openai", "anthropic", "openai-compatible", ""])
    .optional()
    .transform((v) => v || undefined),
  /** How long POST /ai-content/generate waits for its job before answering 202 with the job to follow. */
  AI_GENERATE_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(600_000),
  /**
   * Where state shared between server processes lives (rate-limit counters, heavy-route slots); unset
   * means this process's memory, right for one process (docs/decisions/multi-process.md).
   */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional()),
  /** Prefix of every Redis key, so that several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default("recall:"),
  /** Largest image, sound or video an import stores, in MB; a larger file is left out and named in the report. */
  MEDIA_MAX_FILE_MB: z.coerce.number().int().min(1).max(1024).default(10),
  /** Media one import stores in all, in MB; the files past it are left out and named in the report. */
  MEDIA_MAX_IMPORT_MB: z.coerce.number().int().min(1).max(10_240).default(100),
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
  // `PORT=` in an .env file means "unset", not "" (which coerces to port 0 or fails a minimum).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const parsed = ConfigSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { DATA_DIR, WEB_DIST_DIR } = parsed.data;
  // Relative paths are taken from the working directory once; @fastify/static only accepts absolute roots.
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(DATA_DIR),
    WEB_DIST_DIR: WEB_DIST_DIR ? path.resolve(WEB_DIST_DIR) : undefined,
  };
}

/** A config for tests: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_STARTER_CONTENT: "false", ...overrides });
}
