import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: files as they are, and index.html for every other GET outside /api
 * so client routes survive a reload. Hashed assets are cached for a year, index.html never.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) {
    app.log.warn({ distDir }, "web app not built: only the API is served (run npm run build)");
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split("?")[0] ?? "/");
    if (urlPath.startsWith("/api/") || urlPath === "/api") {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: `No route for GET ${urlPath}` } });
    }
    const file = path.normalize(path.join(distDir, urlPath));
    if (file.startsWith(distDir) && path.extname(file) && existsSync(file)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
  return true;
}
