import { createHash } from "node:crypto";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSqlJs } from "../../src/lib/sqlite-wasm";
import { fieldChecksum } from "../../src/modules/exports/anki-package";
import { cardSides } from "../../src/modules/imports/anki/card-sides";
import { readAnkiPackage } from "../../src/modules/imports/anki/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadExportCourse } from "./export-fixtures";

// Export: a course as an .apkg that Anki imports (legacy collection.anki2 schema), basic and
// cloze as Basic- and Cloze-style notes, MCQ as basic notes with the options listed, rich fields in extra
// fields; and a round trip through our own Anki reader keeps what Anki holds.
let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let courseId: string;

const exportApkg = (user: SignedUpUser | null, id = courseId) =>
  t.app.inject({ method: "GET", url: `/api/courses/${id}/export.apkg`, headers: user?.auth ?? {} });

async function openCollection(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const SQL = await loadSqlJs();
  const db = new SQL.Database(files["collection.anki2"]);
  const all = (sql: string) => {
    const [result] = db.exec(sql);
    return (result?.values ?? []).map((row) =>
      Object.fromEntries(result!.columns.map((c, i) => [c, row[i]])),
    );
  };
  return { files, db, all };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  courseId = await uploadExportCourse(t.app, owner, "export-check");
});
afterAll(() => t.close());

describe("GET /courses/:id/export.apkg", () => {
  it("answers a zip holding collection.anki2 and an empty media map, named by the slug", async () => {
    const res = await exportApkg(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="export-check.apkg"');
    const { files } = await openCollection(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(["collection.anki2", "media"]);
    expect(new TextDecoder().decode(files.media)).toBe("{}");
  });

  it("writes one note and one new card per card, in topic decks, with Anki's checksum and tags", async () => {
    const { all, db } = await openCollection((await exportApkg(owner)).rawPayload);
    const [col] = all("select ver, models, decks from col");
    expect(col!.ver).toBe(11);
    const models = Object.values(JSON.parse(String(col!.models))) as {
      name: string;
      type: number;
      flds: { name: string }[];
    }[];
    expect(models.map((m) => [m.name, m.type]).sort()).toEqual([
      ["Recall Basic", 0],
      ["Recall Cloze", 1],
    ]);
    expect(models.map((m) => m.flds.map((f) => f.name).slice(0, 4))).toEqual([
      ["Front", "Back", "Options", "Answer"],
      ["Text", "Accepted answers", "Explanation", "Explanation (wrong answer)"],
    ]);
    const decks = Object.values(JSON.parse(String(col!.decks))) as { id: number; name: string }[];
    expect(decks.map((d) => d.name).sort()).toEqual([
      "Default",
      "Export Check",
      "Export Check::Physics",
      "Export Check::Words",
    ]);
    const notes = all(
      "select n.flds, n.tags, n.csum, n.sfld, c.did, c.type, c.queue, c.due from notes n join cards c on c.nid = n.id order by c.due",
    );
    expect(notes).toHaveLength(4);
    const fields = notes.map((n) => String(n.flds).split("\x1f"));
    // Math becomes MathJax delimiters; markdown becomes tags; rich fields fill the fields after the first.
    expect(fields[0]![0]).toBe("What is <b>energy</b> of mass \\(m\\)?");
    expect(fields[0]![1]).toBe("\\[E = mc^2\\]");
    expect(fields[0]!.slice(2, 12)).toEqual([
      "",
      "",
      "Einstein, 1905.",
      "Not <i>momentum</i>.",
      "Mass-energy",
      "Mass is energy at rest.",
      "",
      "",
      "Physics",
      "Beginner",
    ]);
    // The last field holds the card as exported, as text Anki shows (escaped JSON).
    expect(fields[0]![12]).toContain("&quot;face&quot;:&quot;What is **energy** of mass $m$?&quot;");
    expect(notes[0]!.tags).toBe(" relativity energy_basics ");
    // Multiple choice: the options one a line under the question (the front template), the right one's letter.
    expect(fields[1]!.slice(0, 4)).toEqual([
      "Which particle has no charge?",
      "Neutron",
      "A. Proton<br>B. Neutron<br>C. Electron<br>D. Positron",
      "B",
    ]);
    expect(fields[1]!.slice(8, 10)).toEqual(["Chadwick", "Found in 1932."]);
    expect(fields[2]!.slice(0, 2)).toEqual([
      "The powerhouse of the cell is the {{c1::mitochondrion}}.",
      "mitochondrion<br>mitochondria",
    ]);
    expect(fields[3]![0]).toContain("&lt;b&gt;not html&lt;/b&gt;");
    const physics = decks.find((d) => d.name === "Export Check::Physics")!.id;
    expect(notes.slice(0, 2).map((n) => n.did)).toEqual([physics, physics]);
    expect(notes.every((n) => n.type === 0 && n.queue === 0)).toBe(true);
    // As Anki keeps them: the first field without HTML (cloze markup stays), its SHA-1's first 8 hex digits.
    expect(notes[2]!.sfld).toBe("The powerhouse of the cell is the {{c1::mitochondrion}}.");
    expect(notes[2]!.csum).toBe(fieldChecksum("The powerhouse of the cell is the {{c1::mitochondrion}}."));
    expect(fieldChecksum("<b>hi</b>")).toBe(
      Number.parseInt(createHash("sha1").update("hi").digest("hex").slice(0, 8), 16),
    );
    db.close();
  });

  it("is stable: exporting twice gives the same notes (guids and ids), so Anki updates instead of duplicating", async () => {
    const a = await openCollection((await exportApkg(owner)).rawPayload);
    const b = await openCollection((await exportApkg(owner)).rawPayload);
    const q = "select id, guid, flds from notes order by id";
    expect(a.all(q)).toEqual(b.all(q));
  });

  it("round trip: our Anki reader recognises Recall's note types and reads back every card", async () => {
    const plan = await readAnkiPackage((await exportApkg(owner)).rawPayload, {
      fileName: "export-check.apkg",
    });
    expect(plan.courses.map((c) => [c.name, c.topics])).toEqual([["Export Check", ["Physics", "Words"]]]);
    expect(plan.noteTypes.map((n) => [n.name, n.kind, n.notes])).toEqual([
      ["Recall Basic", "recall", 3],
      ["Recall Cloze", "recall", 1],
    ]);
    const cards = plan.courses[0]!.cards;
    expect(cards.map((c) => [c.type, c.topic, c.level])).toEqual([
      ["basic", "Physics", "Beginner"],
      ["mcq", "Physics", "Advanced"],
      ["cloze", "Words", "Beginner"],
      ["basic", "Words", "Beginner"],
    ]);
    expect(cards[0]).toMatchObject({
      back: "$$E = mc^2$$",
      extra: "Einstein, 1905.",
      explanationWrong: "Not *momentum*.",
      conceptExplainer: { title: "Mass-energy", content: "Mass is energy at rest." },
      conceptTags: ["relativity", "energy basics"],
    });
    expect(cards[1]).toMatchObject({
      options: ["Proton", "Neutron", "Electron", "Positron"],
      answerIndex: 1,
    });
    expect(cards[2]).toMatchObject({
      face: "The powerhouse of the cell is the ___.",
      back: "mitochondrion",
      acceptableAnswers: ["mitochondrion", "mitochondria"],
    });
  });

  it("shows question and answer in Anki: the templates render each note as the card reads", async () => {
    const { all, db } = await openCollection((await exportApkg(owner)).rawPayload);
    const [col] = all("select models from col");
    const models = JSON.parse(String(col!.models)) as Record<
      string,
      {
        name: string;
        type: number;
        flds: { name: string }[];
        tmpls: { name: string; qfmt: string; afmt: string }[];
      }
    >;
    const notes = all(
      "select n.mid, n.flds, n.tags, c.id from notes n join cards c on c.nid = n.id order by c.due",
    );
    db.close();
    // Rendered as any other note type is (the import's template path), to see what Anki shows.
    const sides = notes.map((n) => {
      const model = models[String(n.mid)]!;
      const type = {
        name: model.name,
        cloze: model.type === 1,
        stockKind: 0,
        fieldNames: model.flds.map((f) => f.name),
        templates: model.tmpls.map((t) => ({ name: t.name, front: t.qfmt, back: t.afmt })),
      };
      const note = { noteTypeId: String(n.mid), fields: String(n.flds).split("\x1f"), tags: [] };
      const rendered = cardSides(
        type,
        note,
        { ord: 0, deck: ["Export Check"], cardId: String(n.id) },
        () => false,
      );
      return rendered.ok ? [rendered.sides.face, rendered.sides.back] : rendered.reason;
    });
    expect(sides[0]).toEqual([
      "What is **energy** of mass $m$?",
      "$$E = mc^2$$\nEinstein, 1905.\n**Mass-energy**\nMass is energy at rest.",
    ]);
    expect(sides[1]).toEqual([
      "Which particle has no charge?\nA. Proton\nB. Neutron\nC. Electron\nD. Positron",
      "**B.** Neutron\n**Chadwick**\nFound in 1932.",
    ]);
    expect(sides[2]).toEqual(["The powerhouse of the cell is the ___.", "mitochondrion"]);
  });

  it("reads a Recall note changed in Anki by what its fields say now", async () => {
    const { db, all, files } = await openCollection((await exportApkg(owner)).rawPayload);
    const notes = all("select id, flds from notes order by id");
    const edit = (index: number, change: (fields: string[]) => void, tags: string) => {
      const fields = String(notes[index]!.flds).split("\x1f");
      change(fields);
      db.run("update notes set flds = ?, tags = ? where id = ?", [
        fields.join("\x1f"),
        tags,
        notes[index]!.id as number,
      ]);
    };
    edit(
      1,
      (f) => {
        f[1] = "<div><b>Neutron</b>, no charge</div>";
        f[2] = "<div>A. Proton</div><div>B. Neutron</div><div>C. Muon</div>";
        f[3] = "B";
        f[4] = "Think of <i>mass</i>.";
      },
      " particle_physics ",
    );
    edit(
      2,
      (f) => {
        f[0] = "The {{c1::mitochondrion}} powers the {{c2::cell}}.";
        f[1] = "mitochondrion";
        f[8] = "Words";
        f[9] = "Advanced";
      },
      "",
    );
    // Anki makes a card for the new deletion c2.
    const [cloze] = all(`select * from cards where nid = ${notes[2]!.id}`);
    db.run(
      "insert into cards select id + 100, nid, did, 1, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data from cards where id = ?",
      [cloze!.id as number],
    );
    const bytes = zipSync({ "collection.anki2": db.export(), media: files.media! });
    db.close();
    const cards = (await readAnkiPackage(bytes, { fileName: "edited.apkg" })).courses[0]!.cards;
    expect(cards[1]).toMatchObject({
      type: "mcq",
      face: "Which particle has no charge?",
      back: "**Neutron**, no charge",
      options: ["Proton", "Neutron", "Muon"],
      answerIndex: 1,
      extra: "Think of *mass*.",
      deepDive: { title: "Chadwick", content: "Found in 1932." },
      topic: "Physics",
      level: "Advanced",
      conceptTags: ["particle physics"],
    });
    expect(cards.slice(2, 4).map((c) => [c.type, c.face, c.back, c.acceptableAnswers, c.level])).toEqual([
      ["cloze", "The ___ powers the cell.", "mitochondrion", ["mitochondrion"], "Advanced"],
      ["cloze", "The mitochondrion powers the ___.", "cell", ["mitochondrion"], "Advanced"],
    ]);
    // The untouched notes still give back their cards exactly.
    expect(cards[0]).toMatchObject({
      face: "What is **energy** of mass $m$?",
      conceptTags: ["relativity", "energy basics"],
    });
  });

  it("follows the JSON export's access rule: 401 without a token, 404 for another user's private course", async () => {
    expect((await exportApkg(null)).statusCode).toBe(401);
    expect((await exportApkg(other)).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/courses/${courseId}`,
      headers: owner.auth,
      payload: { isPublic: true },
    });
    expect(patch.statusCode).toBe(200);
    expect((await exportApkg(other)).statusCode).toBe(200);
    expect((await exportApkg(owner, "not-a-uuid")).statusCode).toBe(400);
  });
});
