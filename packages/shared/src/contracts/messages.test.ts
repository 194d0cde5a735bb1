import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as shared from "../index";

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };

/**
 * A schema-level message (`z.string({ message: "Password is required" })`) is also zod's answer for every
 * check of that schema without its own message: a 257-character password was told "Password is required".
 * Every such check must say what it checks.
 */
function checksWithoutOwnMessage(): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const walk = (schema: unknown, path: string) => {
    if (typeof schema !== "object" || schema === null || !("_zod" in schema) || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as z.ZodType)._zod.def as unknown as Def;
    if (def.error) {
      for (const check of def.checks ?? []) {
        const kind = check._zod.def.check;
        // `overwrite` is a transform (trim, toLowerCase): it never fails.
        if (kind !== "overwrite" && !check._zod.def.error)
          found.push(`${path} (${def.type} ${String(kind)})`);
      }
    }
    for (const key of ["innerType", "element", "in", "out", "left", "right", "valueType", "rest"])
      walk(def[key], `${path}.${key}`);
    for (const [key, child] of Object.entries((def.shape as Record<string, unknown>) ?? {}))
      walk(child, `${path}.${key}`);
    for (const key of ["options", "items"]) {
      const list = Array.isArray(def[key]) ? (def[key] as unknown[]) : [];
      for (const [i, option] of list.entries()) walk(option, `${path}[${i}]`);
    }
  };
  for (const [name, value] of Object.entries(shared)) walk(value, name);
  return found;
}

describe("contract messages", () => {
  it("no check falls back to its schema's message (a 257+ character login password)", () => {
    expect(checksWithoutOwnMessage()).toEqual([]);
    const tooLong = shared.LoginBody.safeParse({ email: "a@b.co", password: "x".repeat(257) });
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual(["Password must be at most 256 characters"]);
  });
});
