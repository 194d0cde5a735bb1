import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32, drawIcon, encodePng, ICONS, inRoundedSquare, onMark } from "./make-icons.mjs";

const publicDir = path.resolve(import.meta.dirname, "../apps/web/public");

describe("make-icons", () => {
  it("computes PNG chunk CRCs (the IEND chunk's is fixed by the format)", () => {
    expect(crc32(Buffer.from("IEND", "ascii"))).toBe(0xae426082);
  });

  it("follows the favicon's shapes: the R's stem is on the mark, its bowl's hole and the corners are not", () => {
    expect(onMark(9, 16)).toBe(true);
    expect(onMark(20, 14)).toBe(true);
    expect(onMark(14, 14)).toBe(false);
    expect(inRoundedSquare(16, 16)).toBe(true);
    expect(inRoundedSquare(0.5, 0.5)).toBe(false);
  });

  it("writes RGBA rows that decode back to the pixels", () => {
    const pixels = drawIcon(8);
    const png = encodePng(8, 8, pixels);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect(rows.length).toBe(8 * (1 + 8 * 4));
    expect(new Uint8Array(rows.subarray(1, 33))).toEqual(pixels.subarray(0, 32));
  });

  it("the committed icons have the sizes the web manifest declares", () => {
    for (const { file, size } of ICONS) {
      const png = readFileSync(path.join(publicDir, file));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([size, size]);
    }
  });

  it("a maskable icon fills its square: no transparent corner for the platform's mask to show", () => {
    const pixels = drawIcon(16, { maskable: true });
    expect(pixels[3]).toBe(255);
    expect(drawIcon(16)[3]).toBe(0);
  });
});
