import { describe, expect, it } from "vitest";
import type { AnkiNoteType, AnkiTemplate } from "../../src/modules/imports/anki/anki-collection";
import { parseTemplate, rendersEmpty } from "../../src/modules/imports/anki/anki-template";
import { type CardSides, cardSides } from "../../src/modules/imports/anki/card-sides";

/**
 * Cards rendered from their templates: Anki's template syntax rendered as Anki shows the card,
 * then made the app's face and back (the back is what Anki's back adds to the front).
 */
const STOCK_BACK = "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}";

function noteType(fields: string[], templates: AnkiTemplate[], cloze = false): AnkiNoteType {
  return { name: "Custom", cloze, stockKind: 0, fieldNames: fields, templates };
}

function render(
  type: AnkiNoteType,
  values: string[],
  ord = 0,
  files: string[] = [],
): ReturnType<typeof cardSides> {
  return cardSides(
    type,
    { noteTypeId: "1", fields: values, tags: ["verb", "a1"] },
    { ord, deck: ["Spanish", "Verbs"], cardId: "42" },
    (name) => files.includes(name),
  );
}

function sides(type: AnkiNoteType, values: string[], ord = 0, files: string[] = []): CardSides {
  const result = render(type, values, ord, files);
  if (!result.ok) throw new Error(`no card: ${result.reason}`);
  return result.sides;
}

const basic = (front: string, back = STOCK_BACK) =>
  noteType(["Front", "Back", "Extra"], [{ name: "Card 1", front, back }]);

describe("template syntax", () => {
  it("replaces fields, shows {{#F}} when F has text and {{^F}} when it has none", () => {
    const type = basic("{{Front}}{{#Extra}} ({{Extra}}){{/Extra}}{{^Extra}} — no extra{{/Extra}}");
    expect(sides(type, ["perro", "dog", "noun"]).face).toBe("perro (noun)");
    expect(sides(type, ["perro", "dog", ""]).face).toBe("perro — no extra");
  });

  it("a field of spaces and <br>/<div> only is empty, as in Anki", () => {
    const type = basic("{{Front}}{{#Extra}}[{{Extra}}]{{/Extra}}");
    expect(sides(type, ["perro", "dog", " <br> <div></div>"]).face).toBe("perro");
  });

  it("special fields: Tags, Type, Deck, Subdeck, Card; a note field of the same name wins", () => {
    const type = basic("{{Front}} {{Tags}} | {{Type}} | {{Deck}} | {{Subdeck}} | {{Card}}");
    expect(sides(type, ["x", "y", ""]).face).toBe("x verb a1 | Custom | Spanish::Verbs | Verbs | Card 1");
    const withDeckField = noteType(
      ["Front", "Deck"],
      [{ name: "C", front: "{{Front}} {{Deck}}", back: "{{Deck}}" }],
    );
    expect(sides(withDeckField, ["x", "mine"]).face).toBe("x mine");
  });

  it("{{text:F}} strips the HTML; {{tts ..:F}} and filters of add-ons show the field's text", () => {
    expect(sides(basic("{{text:Front}}"), ["<b>bold</b> &amp; plain", "b", ""]).face).toBe("bold & plain");
    expect(sides(basic("{{tts en_US voices=Apple_Samantha:Front}}"), ["hello", "b", ""]).face).toBe("hello");
    expect(sides(basic("{{myaddon:Front}}"), ["hello", "b", ""]).face).toBe("hello");
  });

  it("{{hint:F}} is shown in place under the field's name (the app has no hidden hint)", () => {
    const type = basic("{{Front}}<br>{{hint:Extra}}");
    expect(sides(type, ["perro", "dog", "starts with d"]).face).toBe("perro\nExtra: starts with d");
    expect(sides(type, ["perro", "dog", ""]).face).toBe("perro");
  });

  it("furigana filters: ruby as base(reading), kanji and kana keep one side", () => {
    expect(
      sides(basic("{{furigana:Front}} {{kanji:Front}} {{kana:Front}}"), ["日本[にほん]", "b", ""]).face,
    ).toBe("日本(にほん) 日本 にほん");
  });

  it("comments are text Anki leaves to the browser: their handlebars are not fields, and they show nothing", () => {
    expect(sides(basic("<!-- {{Back}} -->{{Front}}"), ["q", "a", ""]).face).toBe("q");
  });

  it("the legacy {{=<% %>=}} switch, {{{F}}}, {{!comment}} and spaces inside the braces", () => {
    expect(sides(basic("{{=<% %>=}}<%Front%> {{Back}}"), ["q", "a", ""]).face).toBe("q {{Back}}");
    expect(sides(basic("{{{Front}}} {{! a note to myself}}{{  Front  }}"), ["q", "a", ""]).face).toBe("q q");
  });

  it("templates Anki refuses as errors are read leniently so the cards still come: misnested and unclosed sections", () => {
    const misnested = basic("{{#Extra}}{{#Front}}Where is {{Front}}?{{/Extra}}{{/Front}}");
    expect(sides(misnested, ["Lima", "Peru", "x"]).face).toBe("Where is Lima?");
    expect(sides(basic("{{#Front}}{{Front}}{{/nothing}}"), ["q", "a", ""]).face).toBe("q");
    expect(sides(basic("{{Front}} {{Missing}}"), ["q", "a", ""]).face).toBe("q");
  });
});

describe("which cards Anki shows", () => {
  it("a front is empty when no field it shows has text; its own text does not count", () => {
    expect(render(basic("Word: {{Extra}}"), ["q", "a", ""])).toEqual({ ok: false, reason: "blankFront" });
    expect(render(basic("{{#Extra}}{{Front}}{{/Extra}}"), ["q", "a", ""])).toEqual({
      ok: false,
      reason: "blankFront",
    });
    expect(render(basic("Word: {{Extra}}"), ["q", "a", "x"]).ok).toBe(true);
    expect(rendersEmpty(parseTemplate("{{^Extra}}{{Front}}{{/Extra}}"), new Set(["Front"]))).toBe(false);
  });

  it("a card without a template for its ordinal is not shown", () => {
    expect(render(basic("{{Front}}"), ["q", "a", ""], 3)).toEqual({ ok: false, reason: "noTemplate" });
  });
});

describe("the back: what Anki's back adds to the front", () => {
  it("after <hr id=answer>, without the FrontSide copy", () => {
    expect(sides(basic("{{Front}}"), ["perro", "<b>dog</b>", ""])).toMatchObject({
      face: "perro",
      back: "**dog**",
    });
  });

  it("a back without FrontSide that starts with the question, and lines the question already shows", () => {
    const repeats = basic("{{Front}}", "{{Front}}<br>{{Back}}");
    expect(sides(repeats, ["perro", "dog", ""]).back).toBe("dog");
    const picture = basic(
      "Who is this?<br>{{Extra}}",
      "Who is this? <hr id=answer><b>{{Back}}</b><br>{{Extra}}",
    );
    expect(sides(picture, ["", "Ada", '<img src="ada.png">'], 0, ["ada.png"])).toMatchObject({
      face: "Who is this?\n![](ada.png)",
      back: "**Ada**",
      media: ["ada.png"],
    });
  });

  it("a text line the front also shows stays in the back: it is often the answer (the right option)", () => {
    const options = noteType(
      ["Question", "Options", "Answer"],
      [
        {
          name: "Card 1",
          front: "{{Question}}<br>{{Options}}",
          back: "{{FrontSide}}<hr id=answer>{{Answer}}",
        },
      ],
    );
    expect(sides(options, ["Which has no charge?", "A. Proton<br>B. Neutron", "B. Neutron"]).back).toBe(
      "B. Neutron",
    );
  });

  it("a back that adds nothing (an empty Back field): the answer is what Anki's back shows, and it is flagged", () => {
    expect(sides(basic("{{Front}}"), ["hello", "", ""])).toMatchObject({
      face: "hello",
      back: "hello",
      answerRepeatsQuestion: true,
    });
    const ownText = basic("{{Front}}", "{{FrontSide}}<hr id=answer>Say it aloud{{Back}}");
    expect(sides(ownText, ["hello", "", ""])).toMatchObject({
      back: "Say it aloud",
      answerRepeatsQuestion: false,
    });
  });

  it("{{type:F}} makes a typed card: the box is the question's blank, F's text is what the learner types", () => {
    const type = basic("{{Front}}\n\n{{type:Back}}", "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}");
    expect(sides(type, ["tener", "<i>to have</i>", ""])).toMatchObject({
      type: "cloze",
      face: "tener\n___",
      back: "*to have*",
      acceptableAnswers: ["to have"],
    });
  });

  it("sounds stay where they are as Anki's markers; the files the package holds are the card's media", () => {
    expect(
      sides(basic("{{Front}}"), ["perro [sound:perro.mp3]", "dog [sound:gone.mp3]", ""], 0, ["perro.mp3"]),
    ).toMatchObject({
      face: "perro [sound:perro.mp3]",
      back: "dog [sound:gone.mp3]",
      media: ["perro.mp3"],
    });
  });
});

describe("cloze", () => {
  const cloze = noteType(
    ["Text", "Back Extra"],
    [{ name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>{{Back Extra}}" }],
    true,
  );

  it("the card's deletion is the blank (hint kept), the others show as text; Back Extra is the extra", () => {
    const text = "{{c1::Madrid::city}} is the capital of {{c2::Spain}}";
    expect(sides(cloze, [text, "<i>since 1561</i>"], 0)).toMatchObject({
      type: "cloze",
      face: "___ (city) is the capital of Spain",
      back: "Madrid",
      acceptableAnswers: ["Madrid"],
      extra: "*since 1561*",
    });
    expect(sides(cloze, [text, ""], 1)).toMatchObject({
      face: "Madrid is the capital of ___",
      back: "Spain",
    });
    expect(sides(cloze, [text, ""], 1).extra).toBeUndefined();
  });

  it("a card whose number has no deletion is not shown (Anki lists it as an empty card)", () => {
    expect(render(cloze, ["{{c1::a}}", ""], 2)).toEqual({ ok: false, reason: "noCloze" });
  });

  it("several cloze fields: each shows only on the cards of its own deletions; {{#c2}} sections follow the card", () => {
    const multi = noteType(
      ["A", "B"],
      [
        {
          name: "Cloze",
          front: "{{cloze:A}}{{cloze:B}}{{#c2}} (second){{/c2}}",
          back: "{{cloze:A}}{{cloze:B}}",
        },
      ],
      true,
    );
    expect(sides(multi, ["Yo {{c1::como}}", "Tu {{c2::comes}}"], 0).face).toBe("Yo ___");
    expect(sides(multi, ["Yo {{c1::como}}", "Tu {{c2::comes}}"], 1)).toMatchObject({
      face: "Tu ___ (second)",
      back: "comes",
    });
  });

  it("{{type:cloze:F}}: the typed answer is the card's deletion", () => {
    const typed = noteType(
      ["Text"],
      [{ name: "Cloze", front: "{{cloze:Text}}<br>{{type:cloze:Text}}", back: "{{cloze:Text}}" }],
      true,
    );
    expect(sides(typed, ["{{c1::<b>Paris</b>}} is in France"], 0)).toMatchObject({
      face: "___ is in France",
      back: "**Paris**",
      acceptableAnswers: ["Paris"],
    });
  });
});

describe("hostile templates and fields end in a card or a skip, never a crash", () => {
  const N = 100_000;

  it("sections nested 100,000 deep (the nesting past 64 is ignored)", () => {
    expect(sides(basic(`${"{{#Front}}".repeat(N)}{{Front}}`), ["q", "a", ""]).face).toBe("q");
  });

  it("cloze deletions nested 100,000 deep (past 64 they are text)", () => {
    const cloze = noteType(
      ["Text"],
      [{ name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}" }],
      true,
    );
    expect(sides(cloze, [`${"{{c1::".repeat(N)}x`], 0).face).toBe("___");
  });

  it("markup nested deeper than any card is read as its text; many unclosed MathJax openings stay text", () => {
    expect(sides(basic("{{Front}}"), [`${"<b>".repeat(N)}deep`, "a", ""]).face).toBe("deep");
    expect(sides(basic("{{Front}}"), [`${"\\( a ".repeat(N)}`, "a", ""]).face.startsWith("\\\\( a")).toBe(
      true,
    );
  });
});
