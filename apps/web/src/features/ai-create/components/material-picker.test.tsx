import { MATERIAL_MESSAGES, type Material } from "@recall/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HttpHandler } from "msw";
import { describe, expect, it } from "vitest";
import { failure, route } from "../../../test/msw";
import { brief, turn } from "../testing/fixtures";
import { nodeFile } from "../testing/node-file";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { AiWorkspace } from "./ai-workspace";
import { fileProblem } from "./material-picker";

const material = (overrides: Partial<Material> = {}): Material => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "Biology notes",
  source: "text",
  charCount: 12_345,
  passageCount: 11,
  preview: "Photosynthesis turns light energy into chemical energy.",
  createdAt: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

const NOTES = "Photosynthesis turns light energy into chemical energy. ".repeat(4);

/** A generation that fails, after `sent` got what Create Course sent. */
const generateInto = (sent: (body: unknown) => void) =>
  route("POST /ai-content/generate", ({ body }) => {
    sent(body);
    return failure(502, "Failed to generate course.", "AI_ERROR");
  });

async function setup(...routes: HttpHandler[]) {
  const api = serveAi(
    ...routes,
    route("POST /ai-content/discovery", () => turn("Ready!", { brief: brief() })),
  );
  const user = userEvent.setup();
  renderAiCreate(<AiWorkspace />);
  const region = await screen.findByRole("region", { name: "Your material" });
  return { api, user, region };
}

describe("Your material", () => {
  it("pasted text: Use this text is disabled until there is enough, then shows the stored size", async () => {
    const { api, user, region } = await setup(
      route("POST /ai-content/materials", () => ({ data: material() })),
    );
    const box = within(region).getByRole("textbox", { name: "Paste your notes" });
    const use = within(region).getByRole("button", { name: "Use this text" });
    expect(use).toBeDisabled();
    await user.type(box, "Too short");
    expect(use).toBeDisabled();
    expect(region).toHaveTextContent(MATERIAL_MESSAGES.tooShort);
    fireEvent.change(box, { target: { value: NOTES } });
    expect(use).toBeEnabled();
    await user.click(use);
    const added = await screen.findByText("Cards will be written from your material: Biology notes");
    expect(added).toBeInTheDocument();
    expect(screen.getByText("12,345 characters in 11 passages")).toBeInTheDocument();
    const posted = api.calls.find((c) => c.method === "POST" && c.url === "/api/ai-content/materials");
    expect(posted?.body).toEqual({ text: NOTES });
  });

  it("a chosen file is uploaded raw with its name, and the server's message is shown when it is refused", async () => {
    let uploaded: { contentType: string | null; bytes: string } | undefined;
    const { api, user, region } = await setup(
      route("POST /ai-content/materials/file", async ({ request }) => {
        uploaded = { contentType: request.headers.get("content-type"), bytes: await request.text() };
        return failure(400, MATERIAL_MESSAGES.scannedPdf);
      }),
    );
    const input = region.querySelector('input[type="file"]') as HTMLInputElement;
    const file = nodeFile("%PDF-1.4", "scan.pdf", "application/pdf");
    await user.upload(input, file);
    expect(await within(region).findByRole("alert")).toHaveTextContent(MATERIAL_MESSAGES.scannedPdf);
    const upload = api.calls.find((c) => c.key === "POST /ai-content/materials/file");
    expect(upload?.url).toContain("filename=scan.pdf");
    // The file's own bytes, not a JSON body.
    expect(uploaded).toEqual({ contentType: "application/octet-stream", bytes: await file.text() });
  });

  it("a file over 10 MB or of another type is refused before uploading", async () => {
    expect(fileProblem(new File(["x"], "notes.docx"))).toBe(MATERIAL_MESSAGES.fileType);
    const big = new File(["x"], "big.pdf");
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    expect(fileProblem(big)).toBe(MATERIAL_MESSAGES.fileTooLarge);
    expect(fileProblem(new File(["x"], "Notes.MD"))).toBeNull();

    const { api, region } = await setup();
    const input = region.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(region).findByRole("alert")).toHaveTextContent(MATERIAL_MESSAGES.fileTooLarge);
    expect(api.count("POST", "/ai-content/materials/file")).toBe(0);
  });

  it("Create Course sends the material's id with the brief; removing it sends none", async () => {
    let generated: unknown = null;
    const { user } = await setup(
      route("POST /ai-content/materials", () => ({ data: material() })),
      generateInto((body) => {
        generated = body;
      }),
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Paste your notes" }), { target: { value: NOTES } });
    await user.click(screen.getByRole("button", { name: "Use this text" }));
    await screen.findByText("12,345 characters in 11 passages");
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "Photosynthesis{Enter}");
    await user.click(await screen.findByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(generated).toEqual({ brief: brief(), materialId: material().id }));

    await user.click(screen.getByRole("button", { name: "Remove material" }));
    expect(screen.getByRole("textbox", { name: "Paste your notes" })).toBeInTheDocument();
    generated = null;
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(generated).toEqual({ brief: brief() }));
  });

  it("offers the user's earlier materials and uses one without a new upload", async () => {
    let generated: unknown = null;
    const { api, user } = await setup(
      route("GET /ai-content/materials", () => ({ data: { materials: [material({ title: "Week 1" })] } })),
      generateInto((body) => {
        generated = body;
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Week 1 (12,345 characters)" }));
    expect(screen.getByText("Cards will be written from your material: Week 1")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "Photosynthesis{Enter}");
    await user.click(await screen.findByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(generated).toEqual({ brief: brief(), materialId: material().id }));
    expect(api.count("POST", "/ai-content/materials")).toBe(0);
  });
});
