import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "../../src/modules/exports/course-csv";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { EXPORT_COURSE, uploadExportCourse } from "./export-fixtures";

// Export: a course as CSV on the course menu beside JSON export.
let t: TestApp;
let owner: SignedUpUser;
let courseId: string;

/** RFC 4180, as a spreadsheet reads it: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  courseId = await uploadExportCourse(t.app, owner, "csv-check");
});
afterAll(() => t.close());

describe("GET /courses/:id/export.csv", () => {
  it("answers UTF-8 CSV with a byte-order mark, a header row and every field of every card", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${courseId}/export.csv`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="csv-check.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(EXPORT_COURSE.cards.length);
    const byFace = (face: string) => rows.find((r) => r[0] === face || r[0] === `'${face}`)!;
    expect(byFace(EXPORT_COURSE.cards[0]!.face)).toEqual([
      "What is **energy** of mass $m$?",
      "$$E = mc^2$$",
      "basic",
      "Physics",
      "Beginner",
      "",
      "",
      "",
      "Einstein, 1905.",
      "Not *momentum*.",
      "relativity | energy basics",
      "7",
    ]);
    expect(byFace("Which particle has no charge?").slice(5, 7)).toEqual([
      "Proton | Neutron | Electron | Positron",
      "Neutron",
    ]);
    expect(byFace("The powerhouse of the cell is the ___.")[7]).toBe("mitochondrion | mitochondria");
  });

  it("quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${courseId}/export.csv`,
      headers: owner.auth,
    });
    const rows = parseCsv(res.body.slice(1));
    const tricky = rows.find((r) => r[0]!.includes("HYPERLINK"))!;
    expect(tricky[0]).toBe(`'${EXPORT_COURSE.cards[3]!.face}`);
    expect(tricky[1]).toBe("'-danger and -5 °C");
  });

  it("is refused without a token and for a course the user may not see", async () => {
    const stranger = await signUpUser(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/courses/${courseId}/export.csv` })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${courseId}/export.csv`,
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
