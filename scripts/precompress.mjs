#!/usr/bin/env node
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the web build, so the
 * server sends each asset compressed without compressing it per request (apps/server/src/lib/spa.ts,
 * @fastify/static `preCompressed`). Run after `vite build`: `node scripts/precompress.mjs apps/web/dist`.
 * At build time the slowest, smallest settings pay off: brotli 11 and gzip 9 run once, not per visit.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text formats; images, fonts (woff2) and media are compressed by their own format already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".ico",
]);
/** Smaller files gain less than the bytes of the encoding's framing and header. */
export const MIN_BYTES = 1024;

/** Every file under `dir`, recursively, as absolute paths. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Compresses the files of `dist` worth compressing. A copy is kept only when it is smaller than the file;
 * the server then falls back to the file itself. Returns what was written, for the build log and tests.
 * @param {string} dist
 * @returns {{ file: string, raw: number, br: number | null, gz: number | null }[]}
 */
export function precompress(dist) {
  const written = [];
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) continue;
    if (statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    const keepBr = br.length < bytes.length;
    const keepGz = gz.length < bytes.length;
    if (keepBr) writeFileSync(`${file}.br`, br);
    if (keepGz) writeFileSync(`${file}.gz`, gz);
    written.push({
      file: path.relative(dist, file),
      raw: bytes.length,
      br: keepBr ? br.length : null,
      gz: keepGz ? gz.length : null,
    });
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? "apps/web/dist");
  const written = precompress(dist);
  const sum = (key) => written.reduce((total, row) => total + (row[key] ?? row.raw), 0);
  const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `precompressed ${written.length} files of ${dist}: ${kB(sum("raw"))} -> brotli ${kB(sum("br"))}, gzip ${kB(sum("gz"))}`,
  );
}
