import { z } from "zod";
import type { DatabaseHandle } from "../../db/client";
import type { App } from "../../lib/http";

const HealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ driver: z.enum(["pglite", "postgres"]), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSec: z.number(),
});

export async function healthRoutes(app: App, deps: { database: DatabaseHandle }) {
  app.get(
    "/health",
    { schema: { tags: ["health"], response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_req, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await deps.database.sql.query("select 1");
      } catch {
        ok = false;
      }
      const body = {
        status: ok ? ("ok" as const) : ("degraded" as const),
        database: {
          driver: deps.database.driver,
          ok,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        uptimeSec: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
}
