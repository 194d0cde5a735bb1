// @vitest-environment node
import renderA11yString from "katex/contrib/render-a11y-string";
import { describe, expect, it } from "vitest";
import { type MathSpeech, spokenText } from "./spoken-text";

/** KaTeX's accessible form, as the read-aloud button loads it. */
const katexSpeech: MathSpeech = (tex) => {
  try {
    return renderA11yString(tex, { strict: "ignore" });
  } catch {
    return null;
  }
};

describe("spokenText: code is said as written", () => {
  it("keeps every character of an inline code span", () => {
    expect(spokenText("What does `return x**2` give for 3?")).toBe("What does return x**2 give for 3?");
    expect(spokenText("Call `my_func(a_b, *args)` now")).toBe("Call my_func(a_b, *args) now");
    expect(spokenText("A span with a backtick: `` a`b ``")).toBe("A span with a backtick: a`b");
  });

  it("says a fenced block's lines as written, without the fences or the language name", () => {
    const card = "Output?\n\n```python\ndef sq(x):\n    return x**2\nprint(sq(3))  # 9\n```\n\nPick one.";
    expect(spokenText(card)).toBe("Output? def sq(x): return x**2 print(sq(3)) # 9 Pick one.");
    expect(spokenText("~~~\na ~ b | c\n~~~")).toBe("a ~ b | c");
  });

  it("math inside code is code", () => {
    expect(spokenText("`$x^2$`", { speakMath: katexSpeech })).toBe("$x^2$");
  });
});

describe("spokenText: math is said in KaTeX's accessible form", () => {
  it("inline and display formulas", () => {
    expect(spokenText("Solve $x^2 + 1 = 0$ over the reals.", { speakMath: katexSpeech })).toBe(
      "Solve x, squared, plus, 1, equals, 0 over the reals.",
    );
    expect(spokenText("$$\\frac{1}{2}$$", { speakMath: katexSpeech })).toBe(
      "start fraction, 1, divided by, 2, end fraction",
    );
  });

  it("money is not math, and an escaped dollar is a dollar", () => {
    expect(spokenText("It costs $5 and $6.", { speakMath: katexSpeech })).toBe("It costs $5 and $6.");
    expect(spokenText("Pay \\$x$ now", { speakMath: katexSpeech })).toBe("Pay $x$ now");
  });

  it("a formula KaTeX cannot parse, or no KaTeX, is said as its TeX without control marks", () => {
    expect(spokenText("Then $\\frac{a}{b}$.")).toBe("Then frac a b.");
    expect(spokenText("Broken $\\frac{a$ here", { speakMath: katexSpeech })).toBe("Broken frac a here");
  });
});

describe("spokenText: media markers are left out", () => {
  it("drops Anki sound markers and image addresses, keeping an image's alt text", () => {
    expect(spokenText("Listen [sound:bird.mp3] and name it")).toBe("Listen and name it");
    expect(spokenText("![](/api/media/123) Which organ is this?")).toBe("Which organ is this?");
    expect(spokenText("![A human heart](heart.png)\nName it.")).toBe("A human heart Name it.");
  });
});

describe("spokenText: prose without markdown marks", () => {
  it("says words, not emphasis, headings, quotes, lists, tables or link targets", () => {
    expect(spokenText("See [the docs](https://x.example) and **bold** _it_ ~~old~~")).toBe(
      "See the docs and bold it old",
    );
    expect(spokenText("# Title\n> quoted\n- one\n2. two")).toBe("Title quoted one two");
    expect(spokenText("| a | b |\n| --- | :-: |\n| 1 | 2 |")).toBe("a b 1 2");
    expect(spokenText("Visit <https://example.org>")).toBe("Visit https://example.org");
  });

  it("keeps underscores inside words and escaped marks", () => {
    expect(spokenText("The snake_case name")).toBe("The snake_case name");
    expect(spokenText("2 \\* 3 and C\\# and 5 \\| 6")).toBe("2 * 3 and C# and 5 | 6");
  });

  it("blank text says nothing", () => {
    expect(spokenText("  \n ")).toBe("");
  });
});
