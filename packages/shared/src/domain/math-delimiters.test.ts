import { describe, expect, it } from "vitest";
import { ANY_MATH, DISPLAY_MATH, INLINE_MATH, mathFormulas } from "./math-delimiters";

describe("math delimiters", () => {
  it("finds display and inline math, not prices", () => {
    expect(DISPLAY_MATH.exec("$$x^2$$ rest")?.[1]).toBe("x^2");
    expect(INLINE_MATH.exec("$a+b$ rest")?.[1]).toBe("a+b");
    expect(ANY_MATH.test("costs $5 and $6")).toBe(false);
    expect(ANY_MATH.test("it is $ x $")).toBe(false);
    const found = [..."Area $\\pi r^2$ and $$E=mc^2$$".matchAll(mathFormulas())].map((m) => m[1] ?? m[2]);
    expect(found).toEqual(["\\pi r^2", "E=mc^2"]);
  });
});
