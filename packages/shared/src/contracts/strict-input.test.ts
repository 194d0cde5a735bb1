import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CardSearchBody } from "./search";
import { strictInput } from "./strict-input";

const unknownKeys = (result: { error?: z.ZodError }) =>
  (result.error?.issues ?? [])
    .filter((i) => i.code === "unrecognized_keys")
    .map((i) => [i.path.join("."), (i as { keys: string[] }).keys]);

describe("strictInput", () => {
  it("refuses unknown keys at every depth: objects, arrays, optional, nullable, defaults, unions", () => {
    const schema = strictInput(
      z.object({
        a: z.object({ b: z.string() }).optional(),
        list: z.array(z.object({ c: z.number() })).default([]),
        maybe: z.object({ d: z.boolean() }).nullable(),
        either: z.union([
          z.object({ kind: z.literal("x") }),
          z.object({ kind: z.literal("y"), n: z.number() }),
        ]),
      }),
    );
    const result = schema.safeParse({
      a: { b: "ok", extra: 1 },
      list: [{ c: 1 }, { c: 2, typo: true }],
      maybe: { d: true, more: 0 },
      either: { kind: "y", n: 1 },
      top: "x",
    });
    expect(unknownKeys(result)).toEqual(
      expect.arrayContaining([
        ["", ["top"]],
        ["a", ["extra"]],
        ["list.1", ["typo"]],
        ["maybe", ["more"]],
      ]),
    );
  });

  it("keeps refinements, transforms and defaults of the original schema", () => {
    const schema = strictInput(
      z
        .object({ min: z.number(), max: z.number(), label: z.string().trim().default("none") })
        .refine((r) => r.min <= r.max, { message: "min must not be greater than max", path: ["min"] })
        .transform((r) => ({ ...r, span: r.max - r.min })),
    );
    expect(schema.parse({ min: 1, max: 3 })).toEqual({ min: 1, max: 3, label: "none", span: 2 });
    expect(schema.safeParse({ min: 5, max: 3 }).error?.issues[0]?.message).toBe(
      "min must not be greater than max",
    );
    expect(unknownKeys(schema.safeParse({ min: 1, max: 2, x: 0 }))).toEqual([["", ["x"]]]);
  });

  it("leaves records, unknown values and explicitly loose objects free-form", () => {
    const schema = strictInput(
      z.object({
        params: z.record(z.string(), z.unknown()),
        any: z.unknown(),
        loose: z.looseObject({ a: z.string() }),
      }),
    );
    expect(
      schema.safeParse({ params: { k: { deep: 1 } }, any: { x: 1 }, loose: { a: "", b: 2 } }).success,
    ).toBe(true);
  });

  it("does not change the schema it was given", () => {
    const plain = z.object({ a: z.string() });
    strictInput(plain);
    expect(plain.safeParse({ a: "x", b: 1 }).success).toBe(true);
  });

  it("keeps a contract's own rules (card search body)", () => {
    const schema = strictInput(CardSearchBody);
    expect(schema.safeParse({ query: "cell", limit: 5 }).success).toBe(true);
    expect(unknownKeys(schema.safeParse({ difficulty: { min: 1, mx: 3 } }))).toEqual([
      ["difficulty", ["mx"]],
    ]);
  });
});
