import { describe, expect, it } from "vitest";
import { clozeText, markdownToAnkiHtml, stripHtml } from "../../src/modules/exports/anki-html";

// Export (card markdown as Anki field HTML); math renders in exports too.
describe("markdownToAnkiHtml", () => {
  it("escapes HTML and turns the card markdown into tags", () => {
    expect(markdownToAnkiHtml("<script>x</script> & **bold** *it* `a<b` ~~no~~\nnext")).toBe(
      "&lt;script&gt;x&lt;/script&gt; &amp; <b>bold</b> <i>it</i> <code>a&lt;b</code> <s>no</s><br>next",
    );
  });

  it("turns $…$ and $$…$$ into MathJax delimiters by the app's math rule, leaving prices alone", () => {
    expect(markdownToAnkiHtml("Area $\\pi r^2$ and $$x < y$$")).toBe(
      "Area \\(\\pi r^2\\) and \\[x &lt; y\\]",
    );
    expect(markdownToAnkiHtml("costs $5 and $6")).toBe("costs $5 and $6");
  });

  it("keeps only embedded images and https links", () => {
    expect(markdownToAnkiHtml("![dot](data:image/png;base64,AAAA) ![x](https://t.example/p.png)")).toBe(
      '<img src="data:image/png;base64,AAAA" alt="dot"> [x]',
    );
    expect(markdownToAnkiHtml("[docs](https://a.example/x) [bad](javascript:alert(1))")).toBe(
      '<a href="https://a.example/x">docs</a> bad)',
    );
  });

  it("leaves blanks and code unformatted", () => {
    expect(markdownToAnkiHtml("the ___ and the ___")).toBe("the ___ and the ___");
    expect(markdownToAnkiHtml("```\n**not bold**\n```")).toBe("<pre><code>**not bold**</code></pre>");
  });
});

describe("clozeText", () => {
  it("puts the answer in the blank as deletion c1", () => {
    expect(clozeText("The ___ is red.", "apple")).toBe("The {{c1::apple}} is red.");
    expect(clozeText("No blank here", "answer")).toBe("No blank here<br>{{c1::answer}}");
  });

  it("gives each blank its answer when the back lists one per blank", () => {
    expect(clozeText("first ___ and ___", "one, two")).toBe("first {{c1::one}} and {{c1::two}}");
    expect(clozeText("first ___ and ___", "only")).toBe("first {{c1::only}} and ___");
  });

  it("replaces a blank whole, however many underscores it has (the shared cloze blank rule)", () => {
    expect(clozeText("The stars fact 2 is ____.", "Polaris")).toBe("The stars fact 2 is {{c1::Polaris}}.");
    expect(clozeText("a _____ b ____", "x, y")).toBe("a {{c1::x}} b {{c1::y}}");
    // A blank that gets no answer stays as it was written.
    expect(clozeText("a ______ b ____", "only")).toBe("a {{c1::only}} b ____");
    expect(clozeText("snake_case __x__ ___", "y")).toBe("snake_case <b>x</b> {{c1::y}}");
  });

  it("never lets the answer close the deletion early", () => {
    expect(clozeText("___", "a}}b::c")).toBe("{{c1::a} }b:\u200b:c}}");
  });
});

it("stripHtml gives the text Anki sorts by", () => {
  expect(stripHtml("<b>a</b><br>&lt;b&gt; &amp;")).toBe("a <b> &");
});
