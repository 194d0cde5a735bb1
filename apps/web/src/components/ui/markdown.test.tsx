import { render, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server } from "../../test/msw";
import { Markdown, renderMarkdown, sanitizeCardHtml } from "./markdown";

/**
 * Serves stored media files (GET /api/media/:id answers bytes, so it is not in API_ROUTES) with `type`, and
 * returns the paths requested.
 */
function serveMedia(type: string, bytes: number[]) {
  const requested: string[] = [];
  server.use(
    http.get("*/api/media/:id", ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return new HttpResponse(new Uint8Array(bytes), { headers: { "content-type": type } });
    }),
  );
  return requested;
}

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

    it("an image the app stores (/api/media/<uuid>) is loaded with the viewer's token and shown", async () => {
      const id = "0b5c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d";
      const requested = serveMedia("image/png", [137, 80, 78, 71]);
      const { container } = render(<Markdown text={`![a cat](/api/media/${id})`} />);
      const img = container.querySelector("img")!;
      expect(img).toHaveAttribute("alt", "a cat");
      expect(img).not.toHaveAttribute("src");
      await waitFor(() => expect(img.getAttribute("src")).toMatch(/^data:image\/png;base64,/));
      expect(requested).toEqual([`/api/media/${id}`]);
    });

    it("only the exact /api/media/<uuid> form is an app image; anything else there is a link", () => {
      const { container } = render(
        <Markdown
          text={"![a](/api/media/not-an-id) ![b](/api/media/0b5c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d/x)"}
        />,
      );
      expect(container.querySelector("img")).toBeNull();
      expect(container.querySelectorAll("a[data-remote-image]")).toHaveLength(2);
    });

    it("the sanitizer drops a remote image source that reaches it another way (second line of defence)", () => {
      const html = sanitizeCardHtml(
        '<img src="https://evil.example/p.png" srcset="https://evil.example/2x.png 2x">',
      );
      expect(html).not.toContain("evil.example");
      expect(renderMarkdown("![x](data:image/svg+xml;base64,PHN2Zy8+)")).not.toContain("<img");
    });
  });

  describe("sounds and videos", () => {
    const id = "1c5c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d";
    const served = (type: string) => serveMedia(type, [1, 2, 3]);

    it("a [sound:] marker of a stored file becomes a named play control, playing the file once loaded", async () => {
      const requested = served("audio/mpeg");
      const createObjectURL = vi.fn(() => "blob:http://localhost/sound");
      URL.createObjectURL = createObjectURL;
      const { container } = render(<Markdown text={`Listen: [sound:/api/media/${id}]`} />);
      const player = screen.getByLabelText("Sound");
      expect(player.tagName).toBe("AUDIO");
      expect(player).toHaveAttribute("controls");
      expect(player).not.toHaveAttribute("src");
      await waitFor(() => expect(player).toHaveAttribute("src", "blob:http://localhost/sound"));
      expect(requested).toEqual([`/api/media/${id}`]);
      expect(container.textContent).not.toContain("[sound:");
    });

    it("a stored video marked the same way becomes a video player", async () => {
      const other = "2c5c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d";
      const requested = served("video/mp4");
      URL.createObjectURL = vi.fn(() => "blob:http://localhost/video");
      const { container } = render(<Markdown text={`[sound:/api/media/${other}]`} />);
      await waitFor(() => expect(container.querySelector("video")).not.toBeNull());
      const video = container.querySelector("video")!;
      expect(video).toHaveAttribute("aria-label", "Video");
      expect(video).toHaveAttribute("controls");
      expect(video).toHaveAttribute("src", "blob:http://localhost/video");
      expect(container.querySelector("audio")).toBeNull();
      expect(requested).toEqual([`/api/media/${other}`]);
    });

    it("a marker of a file the import left out stays text, and the text cannot set a player's source", () => {
      const { container } = render(<Markdown text="Hear [sound:hello.mp3]" />);
      expect(container.querySelector("audio")).toBeNull();
      expect(container.textContent).toContain("[sound:hello.mp3]");
      const html = sanitizeCardHtml('<audio controls src="https://evil.example/a.mp3"></audio>');
      expect(html).not.toContain("evil.example");
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
