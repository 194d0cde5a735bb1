import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { Config } from "../config";

/** The app is served over HTTPS when its public URL says so (APP_URL, docs/decisions/serving.md). */
export function servedOverHttps(config: Config): boolean {
  return config.APP_URL?.startsWith("https://") ?? false;
}

/**
 * Helmet's options. `upgrade-insecure-requests` only over HTTPS: over plain HTTP on any host name but
 * localhost (a LAN name, `HOST=0.0.0.0`) it sends the browser to https:// for every script, and the page
 * stays blank. Images: only the app's own and embedded `data:` ones, so card text cannot make a viewer's
 * browser call an author's server (docs/decisions/card-images.md).
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        // Sounds and videos of cards play from blob: URLs of files fetched from the app with the viewer's token.
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        // The service worker (/sw.js, which imports /workbox-<hash>.js) and the web manifest: both fall back
        // to default-src 'self' anyway, spelled out so a narrower default-src cannot break offline use.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: servedOverHttps(config) ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}
