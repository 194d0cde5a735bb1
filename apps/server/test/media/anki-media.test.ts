import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, mediaFiles } from "../../src/db/schema/index";
import { loadSqlJs } from "../../src/lib/sqlite-wasm";
import { readAnkiPackage } from "../../src/modules/imports/anki/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Media both ways, on the real packages that carry media (test/imports/fixtures/README.md): every file the
 * cards use is stored as media of the course with its type, sounds and videos become `[sound:/api/media/…]`
 * markers the web plays, the files are served with byte ranges and only to whoever may see the course, and
 * the course's .apkg export carries them all again in its media map.
 */
let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
const fixture = (name: string) => path.join(import.meta.dirname, "../imports/fixtures", name);
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
});
afterAll(() => t.close());

async function importToEnd(app: TestApp["app"], user: SignedUpUser, file: string) {
  const res = await app.inject({
    method: "POST",
    url: `/api/imports?filename=${encodeURIComponent(file)}`,
    headers: { ...user.auth, "content-type": "application/octet-stream" },
    payload: readFileSync(fixture(file)),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.import.id;
  const started = await app.inject({
    method: "POST",
    url: `/api/imports/${id}/start`,
    headers: user.auth,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(202);
  for (let polls = 0; polls < 600; polls++) {
    const state = (await app.inject({ method: "GET", url: `/api/imports/${id}`, headers: user.auth })).json()
      .data;
    if (state.state === "completed" || state.state === "failed") return state;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the import did not finish");
}

const getMedia = (user: SignedUpUser, id: string, range?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/media/${id}`,
    headers: { ...user.auth, ...(range ? { range } : {}) },
  });

async function openPackage(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const map = JSON.parse(new TextDecoder().decode(files.media)) as Record<string, string>;
  const SQL = await loadSqlJs();
  const db = new SQL.Database(files["collection.anki2"]);
  const [result] = db.exec("select flds from notes");
  const fields = (result?.values ?? []).map((row) => String(row[0]));
  db.close();
  return { files, map, fields };
}

describe.each([
  // file, its media files with the type each is served with
  ["media.apkg", { "foo.wav": "audio/wav" }],
  ["ankidroid-video.apkg", { "penguin.mp4": "video/mp4", "emu.mp4": "video/mp4" }],
  ["anki-apkg-export-output.apkg", { "anki.png": "image/png" }],
  ["sample-zstd-cli.apkg", { "sol.jpg": "image/jpeg" }],
] as const)("%s", (file, types: Record<string, string>) => {
  let plan: Awaited<ReturnType<typeof readAnkiPackage>>;
  let report: { courses: { id: string }[]; media: number };
  let stored: (typeof mediaFiles.$inferSelect)[];
  let texts: string[];

  beforeAll(async () => {
    plan = await readAnkiPackage(new Uint8Array(readFileSync(fixture(file))), { fileName: file });
    const state = await importToEnd(t.app, owner, file);
    expect(state.state, state.error).toBe("completed");
    report = state.report;
    const courseIds = report.courses.map((c) => c.id);
    stored = await t.database.db.select().from(mediaFiles).where(inArray(mediaFiles.courseId, courseIds));
    const rows = await t.database.db.select().from(cards).where(inArray(cards.courseId, courseIds));
    texts = rows.flatMap((c) => [c.face, c.back, c.explanationRight ?? ""]);
  });

  it("keeps every media file the cards use: one stored file per file referenced in the package", () => {
    const referenced = new Set(plan.courses.flatMap((c) => c.cards.flatMap((card) => card.mediaNames)));
    expect([...referenced].sort()).toEqual(Object.keys(types).sort());
    expect(stored).toHaveLength(referenced.size);
    expect(report.media).toBe(referenced.size);
    // No card text refers to a package file any more: each marker and link names its stored copy.
    for (const name of referenced)
      for (const text of texts) {
        expect(text).not.toContain(`[sound:${name}]`);
        expect(text).not.toContain(`](${name})`);
      }
  });

  it("turns each sound and video into a play marker of its stored file, and each image into its link", () => {
    const all = texts.join("\n");
    for (const media of stored) {
      const kind = media.mime.startsWith("image/") ? "image" : "playable";
      if (kind === "image") expect(all).toContain(`](/api/media/${media.id})`);
      else expect(all).toContain(`[sound:/api/media/${media.id}]`);
    }
  });

  it("serves each file with its type and bytes, byte ranges as 206, and 404 to another user", async () => {
    for (const media of stored) {
      const original = plan.media.find((m) => types[m.name] === media.mime && m.size === media.size);
      expect(original, media.mime).toBeDefined();
      const whole = await getMedia(owner, media.id);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-type"]).toBe(media.mime);
      expect(whole.headers["accept-ranges"]).toBe("bytes");
      expect(whole.headers["cache-control"]).toBe("private, max-age=86400, immutable");
      const bytes = await original!.read();
      expect(whole.rawPayload.equals(Buffer.from(bytes))).toBe(true);

      const part = await getMedia(owner, media.id, "bytes=1-2");
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 1-2/${bytes.byteLength}`);
      expect(part.headers["content-type"]).toBe(media.mime);
      expect(part.rawPayload.equals(Buffer.from(bytes.subarray(1, 3)))).toBe(true);

      // The imported course is private: another user learns nothing, not even that the file exists.
      expect((await getMedia(other, media.id)).statusCode).toBe(404);
    }
  });

  it("exports every file into the .apkg with a media map naming each, and reads back the same files", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${report.courses[0]!.id}/export.apkg`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const { files, map, fields } = await openPackage(res.rawPayload);
    expect(Object.keys(map)).toHaveLength(stored.length);
    for (const media of stored) {
      const entry = Object.entries(map).find(([, name]) => name.startsWith(`recall-${media.id}.`));
      expect(entry, media.id).toBeDefined();
      expect(Buffer.from(files[entry![0]]!).equals(Buffer.from(media.bytes))).toBe(true);
      const name = entry![1];
      const shown = media.mime.startsWith("image/") ? `<img src="${name}"` : `[sound:${name}]`;
      expect(fields.join("\n")).toContain(shown);
    }
    // Our own reader finds every file the notes use in the exported package.
    const again = await readAnkiPackage(new Uint8Array(res.rawPayload));
    expect(again.media.map((m) => m.name).sort()).toEqual(Object.values(map).sort());
  });
});

describe("media both ways, beyond the fixtures", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

  it("an image embedded as data: becomes a file of the exported package", async () => {
    const state = await importToEnd(t.app, owner, "media.apkg");
    const courseId = state.report.courses[0].id;
    const [card] = await t.database.db.select().from(cards).where(eq(cards.courseId, courseId));
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/courses/${courseId}/cards/${card!.id}`,
      headers: owner.auth,
      payload: { back: `A dot ![dot](data:image/png;base64,${PNG.toString("base64")})` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${courseId}/export.apkg`,
      headers: owner.auth,
    });
    const { files, map, fields } = await openPackage(res.rawPayload);
    const names = Object.values(map);
    expect(names).toHaveLength(2);
    const image = Object.entries(map).find(([, name]) => name.endsWith(".png"));
    expect(image).toBeDefined();
    expect(Buffer.from(files[image![0]]!).equals(PNG)).toBe(true);
    expect(fields.join("\n")).toContain(`<img src="${image![1]}" alt="dot">`);
    expect(fields.join("\n")).not.toContain("data:image");
  });

  it("answers 416 for a range past the end, and the last bytes for a suffix range", async () => {
    const state = await importToEnd(t.app, owner, "media.apkg");
    const [media] = await t.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.courseId, state.report.courses[0].id));
    const size = media!.size;
    const past = await getMedia(owner, media!.id, `bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);
    const suffix = await getMedia(owner, media!.id, "bytes=-2");
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers["content-range"]).toBe(`bytes ${size - 2}-${size - 1}/${size}`);
  });
});

describe("media limits from the configuration", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ MEDIA_MAX_FILE_MB: "2", MEDIA_MAX_IMPORT_MB: "3" }, { startJobs: true });
  });
  afterAll(() => limited.close());

  it("leaves out a file over MEDIA_MAX_FILE_MB and names it in the report; the others are kept", async () => {
    const user = await signUpUser(limited.app);
    const state = await importToEnd(limited.app, user, "ankidroid-video.apkg");
    expect(state.state, state.error).toBe("completed");
    expect(state.report.media).toBe(1);
    expect(state.report.skipped).toContainEqual({
      what: 'video "penguin.mp4" (2.5 MB)',
      reason: "larger than the 2 MB one media file may be",
      count: 1,
    });
    const [card] = await limited.database.db
      .select()
      .from(cards)
      .where(eq(cards.courseId, state.report.courses[0].id));
    expect(card!.face).toContain("[sound:penguin.mp4]");
    expect(card!.back).toMatch(new RegExp(`\\[sound:/api/media/${UUID}\\]`));
  });
});
