import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportPreview,
  type ImportReport,
  type ImportStatus,
} from "@recall/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type HttpHandler, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { answered, failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { ImportPage } from "./import-page";

afterEach(() => cleanup());

const status = (patch: Partial<ImportStatus> = {}): ImportStatus => ({
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

const preview: ImportPreview = {
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

const report: ImportReport = {
  courses: [{ id: "00000000-0000-4000-8000-0000000000c1", name: "Capitals", cards: 1, url: "/courses/x" }],
  cards: 1,
  reviews: 0,
  media: 0,
  skipped: [{ what: "row", reason: "no question or no answer in the mapped columns", count: 1 }],
  adjusted: [],
};

/** The upload of capitals.csv, stored and previewed. */
const uploaded = () =>
  route("POST /imports", () => answered("POST /imports", 201, { data: { import: status(), preview } }));
/** Start accepted: the job is queued. */
const queued = () =>
  route("POST /imports/:id/start", () =>
    answered("POST /imports/:id/start", 202, { data: status({ state: "queued" }) }),
  );

function setup(...handlers: HttpHandler[]) {
  const calls = serve(...handlers);
  renderPage(<ImportPage />, { path: "/courses/import" });
  // A dropped file is not filtered by `accept`: the page must refuse it itself.
  return { user: userEvent.setup({ applyAccept: false }), calls };
}

const file = (name: string, text = "q;a\n") => new File([text], name, { type: "text/csv" });

// "a preview ..., a progress bar while it runs as a durable job; a report at the end" and
// "CSV / TSV / text ...: column mapping in the preview".
describe("ImportPage", () => {
  it("uploads a CSV, shows its rows and mapping, starts with the choices and shows the report", async () => {
    let polls = 0;
    const { user, calls } = setup(
      uploaded(),
      queued(),
      route("GET /imports/:id", () => {
        polls += 1;
        return {
          data:
            polls < 2
              ? status({ state: "running", progress: { stored: 0, total: 2 } })
              : status({ state: "completed", progress: { stored: 2, total: 2 }, report }),
        };
      }),
    );
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    expect(await screen.findByRole("cell", { name: "Capital of France?" })).toBeInTheDocument();
    expect(screen.getByLabelText("Separator")).toHaveValue("semicolon");
    expect(screen.getByLabelText("Course name")).toHaveValue("capitals");
    expect(calls[0]!.url).toBe("/api/imports?filename=capitals.csv");

    await user.selectOptions(screen.getByLabelText("Topic column"), "Column 3");
    await user.clear(screen.getByLabelText("Course name"));
    await user.type(screen.getByLabelText("Course name"), "Capitals");
    await user.click(screen.getByRole("button", { name: "Start import" }));

    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/start"))).toBe(true));
    const started = calls.find((c) => c.url.endsWith("/start"))!;
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
    const { user } = setup(uploaded());
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    await user.selectOptions(await screen.findByLabelText("Answer column"), "Column 1");
    expect(screen.getByRole("alert")).toHaveTextContent("different columns");
    expect(screen.getByRole("button", { name: "Start import" })).toBeDisabled();
  });

  it("says why a file was refused: the server's message, or the limit for a 413", async () => {
    const { user } = setup(
      route("POST /imports", ({ query }) =>
        query.get("filename") === "broken.apkg"
          ? failure(400, "This file is not a zip archive. Export the deck from Anki again.")
          : // The body limit answers before any route: a bare 413.
            new HttpResponse(null, { status: 413 }),
      ),
    );
    await user.upload(screen.getByLabelText("File to import"), file("broken.apkg"));
    expect(await screen.findByRole("alert")).toHaveTextContent("not a zip archive");
    await user.upload(screen.getByLabelText("File to import"), file("big.csv"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_MESSAGES.fileTooLarge));
  });

  it("a Start the server refuses (a column the file lacks) says why beside the choices; nothing starts", async () => {
    const { user } = setup(
      uploaded(),
      route("POST /imports/:id/start", () =>
        failure(400, "Column 3 does not exist: the file has 2 columns."),
      ),
    );
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    await user.click(await screen.findByRole("button", { name: "Start import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Column 3 does not exist: the file has 2 columns.",
    );
    expect(screen.getByRole("button", { name: "Start import" })).toBeEnabled();
  });

  it("refuses an unsupported or oversized file before uploading it", async () => {
    // No handler: an upload would fail the test (src/test/setup.ts).
    const { user, calls } = setup();
    await user.upload(screen.getByLabelText("File to import"), file("notes.pdf"));
    expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_MESSAGES.fileType);
    const big = file("big.csv");
    Object.defineProperty(big, "size", { value: IMPORT_LIMITS.maxFileBytes + 1 });
    await user.upload(screen.getByLabelText("File to import"), big);
    expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_MESSAGES.fileTooLarge);
    expect(calls).toEqual([]);
  });

  it("a failed job says so and that nothing was imported", async () => {
    const { user } = setup(
      uploaded(),
      queued(),
      route("GET /imports/:id", () => ({
        data: status({ state: "failed", error: IMPORT_MESSAGES.noCards }),
      })),
    );
    await user.upload(screen.getByLabelText("File to import"), file("capitals.csv"));
    await user.click(await screen.findByRole("button", { name: "Start import" }));
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      `${IMPORT_MESSAGES.noCards} Nothing was imported.`,
    );
  });
});
