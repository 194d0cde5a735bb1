import { existsSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Build files at the root that are never a client route: /sw.js, /workbox-<hash>.js, /manifest.webmanifest. */
const ROOT_SCRIPT_OR_MANIFEST = /^\/[^/]+\.(?:js|mjs|webmanifest)$/;

/** A client route the build may have prerendered: `/` or one lower-case path segment (`/login`). */
const PRERENDERABLE = /^\/[a-z0-9-]*$/;

/** The prerendered page of a client route (dist/prerendered/index.html for `/`), when the build wrote one. */
function prerenderedPage(root: string, urlPath: string): string | null {
  if (!PRERENDERABLE.test(urlPath)) return null;
  const name = urlPath === "/" ? "index" : urlPath.slice(1);
  return fileInside(root, `/prerendered/${name}.html`);
}

/** The file under `root` that a URL path names, or null when it would leave `root` or is not a file. */
function fileInside(root: string, urlPath: string): string | null {
  const file = path.resolve(root, `.${path.posix.normalize(urlPath)}`);
  const relative = path.relative(root, file);
  if (!relative || path.isAbsolute(relative)) return null;
  // ".." leaves the root; other dot segments (.env, .git) are never part of a build.
  if (relative.split(path.sep).some((segment) => segment.startsWith("."))) return null;
  try {
    return statSync(file).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: files as they are, the prerendered HTML of the public pages, and index.html for
 * every other GET outside /api so client routes survive a reload. Hashed assets are cached for a year; index.html, the service worker
 * (/sw.js) and the web manifest are revalidated on every load (no-cache), so a deploy reaches every browser:
 * the browser byte-compares sw.js to decide on an update (docs/decisions/offline.md).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn({ distDir: root }, "web app not built: only the API is served (run npm run build)");
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Off so `send` does not overwrite the header set here with its own "max-age=0".
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each file (scripts/precompress.mjs); the one the browser
    // accepts is sent as it is, with no compression work per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? IMMUTABLE : "no-cache");
      // The same URL answers differently by Accept-Encoding: caches must keep the variants apart.
      res.setHeader("vary", "Accept-Encoding");
    },
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split("?")[0] ?? "/");
    } catch {
      urlPath = "/";
    }
    const notFound = () =>
      reply.status(404).send({ error: { code: "NOT_FOUND", message: `No route for GET ${urlPath}` } });
    if (urlPath.startsWith("/api/") || urlPath === "/api") return notFound();
    const file = fileInside(root, urlPath);
    if (file) return reply.sendFile(file);
    // A missing hashed asset (an old tab after a deploy) must fail as a 404, not load index.html as script.
    // So must a missing service worker, Workbox runtime or manifest (a build without them): index.html
    // would be parsed as a worker script or a manifest, and fail with a misleading error.
    if (urlPath.startsWith("/assets/") || ROOT_SCRIPT_OR_MANIFEST.test(urlPath)) return notFound();
    // The public pages come painted (scripts/prerender.mjs); every other client route gets the app shell.
    return reply.sendFile(prerenderedPage(root, urlPath) ?? "index.html");
  });
  return true;
}
