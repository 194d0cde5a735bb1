import { MATERIAL_MESSAGES, type Material } from "@recall/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brief, type Call, fail, fakeAiServer, ok } from "../testing/fake-api";
import { renderAiCreate } from "../testing/render";
import { AiWorkspace } from "./ai-workspace";
import { fileProblem } from "./material-picker";

afterEach(() => vi.restoreAllMocks());

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

async function setup(routes: Parameters<typeof fakeAiServer>[0] = {}) {
  const api = fakeAiServer({
    "POST /ai-content/discovery": () => ok({ response: "Ready!", isComplete: true, brief: brief() }),
    ...routes,
  });
  const user = userEvent.setup();
  renderAiCreate(<AiWorkspace />);
  const region = await screen.findByRole("region", { name: "Your material" });
  return { api, user, region };
}

describe("Your material", () => {
  it("pasted text: Use this text is disabled until there is enough, then shows the stored size", async () => {
    const { api, user, region } = await setup({
      "POST /ai-content/materials": () => ok(material()),
    });
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
    const posted = api.calls.find((c) => c.method === "POST" && c.path === "/ai-content/materials") as Call;
    expect(posted.body).toEqual({ text: NOTES });
  });

  it("a chosen file is uploaded raw with its name, and the server's message is shown when it is refused", async () => {
    const { api, user, region } = await setup({
      "POST /ai-content/materials/file": () => fail(400, "BAD_REQUEST", MATERIAL_MESSAGES.scannedPdf),
    });
    const input = region.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" });
    await user.upload(input, file);
    expect(await within(region).findByRole("alert")).toHaveTextContent(MATERIAL_MESSAGES.scannedPdf);
    const [url, init] = api.spy.mock.calls.find(([u]) => String(u).includes("/materials/file"))!;
    expect(String(url)).toContain("filename=scan.pdf");
    expect(init?.body).toBe(file);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers["content-type"]).toBe("application/octet-stream");
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
    const { user } = await setup({
      "POST /ai-content/materials": () => ok(material()),
      "POST /ai-content/generate": (c) => {
        generated = c.body;
        return fail(502, "AI_ERROR", "Failed to generate course.");
      },
    });
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
    const { api, user } = await setup({
      "GET /ai-content/materials": () => ok({ materials: [material({ title: "Week 1" })] }),
      "POST /ai-content/generate": (c) => {
        generated = c.body;
        return fail(502, "AI_ERROR", "Failed to generate course.");
      },
    });
    await user.click(await screen.findByRole("button", { name: "Week 1 (12,345 characters)" }));
    expect(screen.getByText("Cards will be written from your material: Week 1")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "Photosynthesis{Enter}");
    await user.click(await screen.findByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(generated).toEqual({ brief: brief(), materialId: material().id }));
    expect(api.count("POST", "/ai-content/materials")).toBe(0);
  });
});
