// The PWA icons (docs/decisions/offline.md): apps/web/public/favicon.svg drawn as PNG at 192 and 512
// px, plus a maskable 512 (full-bleed background, the mark inside the 80 % safe zone). Zero dependencies: the
// favicon is simple enough (a rounded square and one stroked path) to rasterise here, and zlib is in Node.
// Run `node scripts/make-icons.mjs` after changing the favicon; the PNGs are committed. Pure parts are tested
// in scripts/make-icons.test.mjs.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** favicon.svg's colours: the brand indigo (--color-brand-600 in src/index.css) and white. */
const BRAND = [0x4f, 0x46, 0xe5];
const WHITE = [0xff, 0xff, 0xff];

/**
 * favicon.svg's mark in its 32-unit viewBox, `M9 22V10h7a4 4 0 0 1 0 8h-7m7 0 5 4` stroked 3 wide with
 * round caps and joins: as line segments and the half circle, so a point's distance to it is exact.
 */
const MARK = {
  lines: [
    [9, 22, 9, 10],
    [9, 10, 16, 10],
    [16, 18, 9, 18],
    [16, 18, 21, 22],
  ],
  // a4 4 0 0 1 0 8 from (16,10): the right half of the circle around (16,14).
  arc: { cx: 16, cy: 14, r: 4 },
  halfWidth: 1.5,
};

function distanceToSegment(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

function distanceToRightHalfCircle(px, py, { cx, cy, r }) {
  if (px >= cx) return Math.abs(Math.hypot(px - cx, py - cy) - r);
  // Left of the centre the nearest arc point is one of its ends.
  return Math.min(Math.hypot(px - cx, py - (cy - r)), Math.hypot(px - cx, py - (cy + r)));
}

/** Whether a point (in viewBox units) is on the stroked mark. */
export function onMark(x, y) {
  const d = Math.min(
    ...MARK.lines.map((segment) => distanceToSegment(x, y, segment)),
    distanceToRightHalfCircle(x, y, MARK.arc),
  );
  return d <= MARK.halfWidth;
}

/** Whether a point is inside favicon.svg's `<rect width="32" height="32" rx="8">`. */
export function inRoundedSquare(x, y, size = 32, radius = 8) {
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * The icon as RGBA pixels, 4×4 samples a pixel for smooth edges.
 * @param {number} size pixels a side
 * @param {{ maskable?: boolean }} options maskable: the background fills the square (the platform cuts its
 *   own shape) and the mark shrinks to 80 %, inside the safe zone every mask keeps.
 */
export function drawIcon(size, { maskable = false } = {}) {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  const scale = 32 / size;
  const markScale = maskable ? 1 / 0.8 : 1;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) * scale;
          const y = (py + (sy + 0.5) / samples) * scale;
          if (!maskable && !inRoundedSquare(x, y)) continue;
          background++;
          // The mark scaled about the centre of the square.
          if (onMark(16 + (x - 16) * markScale, 16 + (y - 16) * markScale)) mark++;
        }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      const whiteShare = background === 0 ? 0 : mark / background;
      for (let c = 0; c < 3; c++)
        pixels[i + c] = Math.round(BRAND[c] * (1 - whiteShare) + WHITE[c] * whiteShare);
      pixels[i + 3] = Math.round((255 * background) / total);
    }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of PNG chunks (ISO 3309). */
export function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG file of RGBA pixels (8 bits a channel, no filtering: deflate does well enough on flat colours). */
export function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const offset = y * (1 + width * 4);
    rows[offset] = 0; // filter type None
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), offset + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The files the web manifest (apps/web/vite.config.ts) names. */
export const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
];

function main() {
  for (const { file, size, maskable } of ICONS) {
    const out = path.join(repoRoot, "apps/web/public", file);
    writeFileSync(out, encodePng(size, size, drawIcon(size, { maskable })));
    console.log(`wrote ${path.relative(repoRoot, out)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
