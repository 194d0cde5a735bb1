import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@recall/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, type FetchCall, mockFetch, renderPage } from "../../../test/render";
import { ImportPage } from "./import-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const status = (patch: Record<string, unknown> = {}) => ({
  id: "00000000-0000-4000-8000-000000000001",
  filename: "capitals.csv",
  format: "csv",
  size: 40,
  state: "uploaded",
  progress: { stored: 0, total: 0 },
  report: null,
  error: null,
  createdAt: "2026-11-23T00:00:00.000Z",
  ...patch,
});

const preview = {
  format: "csv",
  courses: [],
  noteTypes: [],
  media: 0,
  reviews: 0,
  skipped: [],
  adjusted: [],
  delimited: {
    separator: "semicolon",
    columns: ["Column 1", "Column 2", "Column 3"],
    rows: [["Capital of France?", "Paris", "Geography"]],
    hasHeader: false,
    suggestedMapping: { face: 0, back: 1, topic: null, tags: null },
  },
};

const report = {
  courses: [{ id: "00000000-0000-4000-8000-0000000000c1", name: "Capitals", cards: 1, url: "/courses/x" }],
  cards: 1,
  reviews: 0,
  media: 0,
  skipped: [{ what: "row", reason: "no question or no answer in the mapped columns", count: 1 }],
  adjusted: [],
};

function setup(handler: (call: FetchCall) => { status?: number; body: unknown }) {
  const fetch = mockFetch(handler);
  renderPage(<ImportPage />, { path: "/courses/import" });
  // A dropped file is not filtered by `accept`: the page must refuse it itself.
  return { user: userEvent.setup({ applyAccept: false }), fetch };
}

const file = (name: string, text = "q;a\n") => new File([text], name, { type: "text/csv" });

// "a preview ..., a progress bar while it runs as a durable job; a report at the end" and
// "CSV / TSV / text ...: column mapping in the preview".
describe("ImportPage", () => {
  it("uploads a CSV, shows its rows and mapping, starts with the choices and shows the report", async () => {
    let polls = 0;
    const { user, fetch } = setup((call) => {
      if (call.method === "POST" && call.url.startsWith("/api/imports?"))
        return { status: 201, body: { data: { import: status(), preview } } };
      if (call.url.endsWith("/start")) return { status: 202, body: { data: status({ state: "queued" }) } };
      polls += 1;
      return {
        body: {
          data:
            polls < 2
              ? status({ state: "running", progress: { stored: 0, total: 2 } })
              : status({ state: "completed", progress: { stored: 2, total: 2 }, report }),
        },
      };
    });
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    expect(await screen.findByRole("cell", { name: "Capital of France?" })).toBeInTheDocument();
    expect(screen.getByLabelText("Separator")).toHaveValue("semicolon");
    expect(screen.getByLabelText("Course name")).toHaveValue("capitals");
    expect(fetch.calls[0]!.url).toBe("/api/imports?filename=capitals.csv");

    await user.selectOptions(screen.getByLabelText("Topic column"), "Column 3");
    await user.clear(screen.getByLabelText("Course name"));
    await user.type(screen.getByLabelText("Course name"), "Capitals");
    await user.click(screen.getByRole("button", { name: "Start import" }));

    await waitFor(() => expect(fetch.calls.some((c) => c.url.endsWith("/start"))).toBe(true));
    const started = fetch.calls.find((c) => c.url.endsWith("/start"))!;
    expect(started.body).toEqual({
      courseName: "Capitals",
      separator: "semicolon",
      hasHeader: false,
      mapping: { face: 0, back: 1, topic: 2, tags: null },
    });
    expect(await screen.findByRole("status", {}, { timeout: 10_000 })).toHaveTextContent("Import complete");
    expect(screen.getByRole("link", { name: "Capitals" })).toHaveAttribute(
      "href",
      `/courses/${report.courses[0]!.id}`,
    );
    expect(screen.getByText(/no question or no answer/)).toBeInTheDocument();
  });

  it("refuses the same column for question and answer", async () => {
    const { user } = setup(() => ({ status: 201, body: { data: { import: status(), preview } } }));
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    await user.selectOptions(await screen.findByLabelText("Answer column"), "Column 1");
    expect(screen.getByRole("alert")).toHaveTextContent("different columns");
    expect(screen.getByRole("button", { name: "Start import" })).toBeDisabled();
  });

  it("says why a file was refused: the server's message, or the limit for a 413", async () => {
    const { user } = setup((call) =>
      call.url.includes("broken")
        ? errorReply(400, "This file is not a zip archive. Export the deck from Anki again.")
        : { status: 413, body: "" },
    );
    await user.upload(screen.getByLabelText("File to import"), file("broken.apkg"));
    expect(await screen.findByRole("alert")).toHaveTextContent("not a zip archive");
    await user.upload(screen.getByLabelText("File to import"), file("big.csv"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_MESSAGES.fileTooLarge));
  });

  it("a Start the server refuses (a column the file lacks) says why beside the choices; nothing starts", async () => {
    const { user } = setup((call) => {
      if (call.method === "POST" && call.url.startsWith("/api/imports?"))
        return { status: 201, body: { data: { import: status(), preview } } };
      return errorReply(400, "Column 3 does not exist: the file has 2 columns.");
    });
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    await user.click(await screen.findByRole("button", { name: "Start import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Column 3 does not exist: the file has 2 columns.",
    );
    expect(screen.getByRole("button", { name: "Start import" })).toBeEnabled();
  });

  it("refuses an unsupported or oversized file before uploading it", async () => {
    const { user, fetch } = setup(() => ({ body: {} }));
    await user.upload(screen.getByLabelText("File to import"), file("notes.pdf"));
    expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_MESSAGES.fileType);
    const big = file("big.csv");
    Object.defineProperty(big, "size", { value: IMPORT_LIMITS.maxFileBytes + 1 });
    await user.upload(screen.getByLabelText("File to import"), big);
    expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_MESSAGES.fileTooLarge);
    expect(fetch.calls).toEqual([]);
  });

  it("a failed job says so and that nothing was imported", async () => {
    const { user } = setup((call) => {
      if (call.method === "POST" && call.url.startsWith("/api/imports?"))
        return { status: 201, body: { data: { import: status(), preview } } };
      if (call.url.endsWith("/start")) return { status: 202, body: { data: status({ state: "queued" }) } };
      return { body: { data: status({ state: "failed", error: IMPORT_MESSAGES.noCards }) } };
    });
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    await user.click(await screen.findByRole("button", { name: "Start import" }));
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      `${IMPORT_MESSAGES.noCards} Nothing was imported.`,
    );
  });
});
