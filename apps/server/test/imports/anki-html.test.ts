import { describe, expect, it } from "vitest";
import { CLOZE_BLANK, clozeCard, clozeNumbers } from "../../src/modules/imports/anki/cloze";
import { htmlToMarkdown, htmlToPlainText } from "../../src/modules/imports/anki/html-to-markdown";

const md = (html: string, files: string[] = []) =>
  htmlToMarkdown(html, { inPackage: (n) => files.includes(n) });

// And 23: HTML → the app's markdown through a real HTML parser. The app shows HTML inside markdown
// as text, so no tag survives.
describe("htmlToMarkdown", () => {
  it("keeps bold, italic and line breaks as markdown", () => {
    expect(md("<b>bold</b> <strong>strong</strong> <i>it</i> <em>em</em><br>next<br/>line").markdown).toBe(
      "**bold** **strong** *it* *em*\nnext\nline",
    );
  });

  it("moves spaces out of emphasis and drops empty emphasis", () => {
    expect(md("a<b> b </b>c<i></i>d").markdown).toBe("a **b** cd");
  });

  it("turns divs and paragraphs into lines and paragraphs", () => {
    expect(md("<div>one</div><div>two</div><p>three</p>four").markdown).toBe("one\ntwo\n\nthree\n\nfour");
  });

  it("keeps lists, numbered and nested", () => {
    expect(md("<ul><li>a</li><li>b<ol><li>x</li><li>y</li></ol></li></ul>").markdown).toBe(
      "- a\n- b\n  1. x\n  2. y",
    );
  });

  it("strips every other tag, scripts, styles and comments, keeping the text", () => {
    expect(
      md(
        '<span style="color:red">red</span> <a href="http://x">link</a><script>alert(1)</script><style>b{}</style><!-- c --> <u>u</u>',
      ).markdown,
    ).toBe("red link u");
  });

  it("a table becomes a line per row, its cells apart", () => {
    expect(
      md("<table><tr><td>uno</td><td>one</td></tr><tr><td>dos</td><td>two</td></tr></table>").markdown,
    ).toBe("uno one\ndos two");
  });

  it("decodes entities (every named one, as a browser does) and escapes characters that would start markdown", () => {
    expect(
      md("&lt;tag&gt; &amp; &quot;q&quot; caf&eacute;&nbsp;&#233; &#x1F600; 2*3*4 a_b [x]").markdown,
    ).toBe('<tag> & "q" café é 😀 2\\*3\\*4 a\\_b \\[x\\]');
  });

  it("reads HTML as a browser does: unclosed and misnested tags, attributes without quotes", () => {
    expect(md("<div>a<b>bold<i>both</b> italic</i></div><div>next<br>line").markdown).toBe(
      "a**bold*both*** italic\nnext\nline",
    );
    expect(md("<ul><li>one<li>two</ul>after").markdown).toBe("- one\n- two\nafter");
    expect(md("<img src=a.jpg alt='x > y'>", ["a.jpg"]).markdown).toBe("![](a.jpg)");
  });

  it("images in the package become markdown images and are listed once; others are dropped and named", () => {
    const result = md('<img src="a.jpg"> <img src="my%20pic.png"> <img src="a.jpg"><img src="gone.jpg">', [
      "a.jpg",
      "my pic.png",
    ]);
    expect(result.markdown).toBe("![](a.jpg) ![](<my pic.png>) ![](a.jpg)");
    expect(result.media).toEqual(["a.jpg", "my pic.png"]);
    expect(result.missingImages).toEqual(["gone.jpg"]);
  });

  it("keeps sounds and videos as Anki's [sound:..] markers where they are, unescaped; lists those in the package", () => {
    const result = md("word [sound:my_word.mp3] <b>and</b> [sound:b.ogg] <video src='clip.mp4'></video>", [
      "my_word.mp3",
      "clip.mp4",
    ]);
    expect(result.markdown).toBe("word [sound:my_word.mp3] **and** [sound:b.ogg] [sound:clip.mp4]");
    expect(result.media).toEqual(["my_word.mp3", "clip.mp4"]);
  });

  it("turns MathJax into the $ math the app renders, unescaped", () => {
    expect(md("\\(a_1 * b\\) and \\[x^2 &lt; y\\]").markdown).toBe("$a_1 * b$ and $$x^2 < y$$");
  });

  it("plain text for typed answers: no markup, entities decoded, spaces collapsed", () => {
    expect(htmlToPlainText("<b>Paris</b>&nbsp; <br>France")).toBe("Paris France");
  });
});

describe("cloze deletions", () => {
  it("lists the numbers used, nested and shared ones included", () => {
    expect(clozeNumbers("{{c2::a}} {{c1::b {{c3::c}}}} {{c4,5::d}}")).toEqual([1, 2, 3, 4, 5]);
  });

  it("blanks the asked deletion with its hint and shows the others as text", () => {
    expect(clozeCard("{{c1::Paris::city}} is in {{c2::France}}", 1)).toEqual({
      face: `${CLOZE_BLANK} (city) is in France`,
      answers: ["Paris"],
    });
  });

  it("a hint already in parentheses is not wrapped again", () => {
    expect(clozeCard("Clozes have {{c1::hints::(something that helps)}}", 1)?.face).toBe(
      `Clozes have ${CLOZE_BLANK} (something that helps)`,
    );
  });

  it("a number used twice gives two blanks and both answers", () => {
    expect(clozeCard("{{c1::H}}2{{c1::O}}", 1)).toEqual({
      face: `${CLOZE_BLANK}2${CLOZE_BLANK}`,
      answers: ["H", "O"],
    });
  });

  it("nested: asking the outer deletion hides the inner one; asking the inner shows the outer text", () => {
    const text = "{{c1::big {{c2::red}} dog}} barks";
    expect(clozeCard(text, 1)).toEqual({ face: `${CLOZE_BLANK} barks`, answers: ["big red dog"] });
    expect(clozeCard(text, 2)).toEqual({ face: `big ${CLOZE_BLANK} dog barks`, answers: ["red"] });
  });

  it("a card whose number has no deletion gives null", () => {
    expect(clozeCard("{{c1::a}}", 3)).toBeNull();
  });
});
