import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown, renderMarkdown, sanitizeCardHtml } from "./markdown";

describe("Markdown", () => {
  it("renders markdown formatting", () => {
    const { container } = render(<Markdown text={"**Bold** and *soft*\n\n- one\n- two"} />);
    expect(container.querySelector("strong")).toHaveTextContent("Bold");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  it("never runs a script tag", () => {
    const { container } = render(<Markdown text={"Hello <script>window.hacked = true</script> world"} />);
    expect(container.querySelector("script")).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("drops onerror and other event handler attributes", () => {
    const { container } = render(
      <Markdown text={'<img src="x" onerror="alert(1)">\n\n<div onclick="alert(2)">click</div>'} />,
    );
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.querySelector("[onclick]")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it("strips javascript: links and opens safe links in a new tab", () => {
    const { container } = render(
      <Markdown text={"[bad](javascript:alert(1)) [good](https://example.com)"} />,
    );
    const good = screen.getByRole("link", { name: "good" });
    expect(good).toHaveAttribute("href", "https://example.com");
    expect(good).toHaveAttribute("target", "_blank");
    expect(good).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  describe("images (docs/decisions/card-images.md)", () => {
    it("a remote image is a link to open it, never an image the browser fetches", () => {
      const { container } = render(
        <Markdown
          text={"See ![the cell](https://author.example/track.png) and ![](http://x.example/a.gif)"}
        />,
      );
      expect(container.querySelector("img")).toBeNull();
      const named = screen.getByRole("link", { name: /the cell/ });
      expect(named).toHaveAttribute("href", "https://author.example/track.png");
      expect(named).toHaveAttribute("target", "_blank");
      expect(named).toHaveAttribute("rel", "noopener noreferrer");
      // Without alt text the link names the host the image would come from.
      expect(screen.getByRole("link", { name: /x\.example/ })).toHaveAttribute(
        "href",
        "http://x.example/a.gif",
      );
    });

    it("relative, protocol-relative and reference-style images are links too", () => {
      const { container } = render(
        <Markdown
          text={"![a](/api/health) ![b](//evil.example/p.png) ![c][ref]\n\n[ref]: https://evil.example/c.png"}
        />,
      );
      expect(container.querySelector("img")).toBeNull();
      expect(container.querySelectorAll("a[data-remote-image]")).toHaveLength(3);
    });

    it("an image embedded as a data: URL is shown", () => {
      const pixel =
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
      const { container } = render(<Markdown text={`![dot](${pixel})`} />);
      expect(container.querySelector("img")).toHaveAttribute("src", pixel);
    });

    it("the sanitizer drops a remote image source that reaches it another way (second line of defence)", () => {
      const html = sanitizeCardHtml(
        '<img src="https://evil.example/p.png" srcset="https://evil.example/2x.png 2x">',
      );
      expect(html).not.toContain("evil.example");
      expect(renderMarkdown("![x](data:image/svg+xml;base64,PHN2Zy8+)")).not.toContain("<img");
    });
  });

  it("renders inline text without a paragraph", () => {
    const { container } = render(<Markdown inline text="an `inline` option" />);
    expect(container.querySelector("p")).toBeNull();
    expect(container.querySelector("code")).toHaveTextContent("inline");
  });

  it("renders nothing for empty text", () => {
    const { container } = render(<Markdown text="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
