import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

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
