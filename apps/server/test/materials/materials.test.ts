import { MATERIAL_LIMITS, MATERIAL_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { textPdf } from "./pdf-fixture";

/**
 * material is pasted text (up to about 50,000 characters) or an uploaded .txt, .md or .pdf
 * (10 MB limit, 413 beyond); a scanned PDF without text gets a clear message; another user's material is
 * "not found".
 */
let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
});
afterAll(() => t.close());

const NOTES =
  "Photosynthesis turns light energy into chemical energy. Chlorophyll in the chloroplasts absorbs red and blue light.\n\n" +
  "The light reactions happen in the thylakoid membranes and release oxygen. The Calvin cycle fixes carbon dioxide in the stroma.";

const paste = (user: SignedUpUser | null, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/ai-content/materials",
    headers: user?.auth ?? {},
    payload: payload as object,
  });

const upload = (
  user: SignedUpUser | null,
  filename: string,
  body: Buffer | string,
  contentType = "application/octet-stream",
) =>
  t.app.inject({
    method: "POST",
    url: `/api/ai-content/materials/file?filename=${encodeURIComponent(filename)}`,
    headers: { ...(user?.auth ?? {}), "content-type": contentType },
    payload: body,
  });

describe("POST /ai-content/materials (pasted text)", () => {
  it("stores the text with its size and passages, for its owner only", async () => {
    const res = await paste(owner, { text: NOTES, title: "Biology notes" });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ title: "Biology notes", source: "text", charCount: NOTES.length });
    expect(data.passageCount).toBe(1);
    expect(data.preview).toContain("Photosynthesis turns light");
    expect(data).not.toHaveProperty("text");

    const mine = await t.app.inject({
      method: "GET",
      url: `/api/ai-content/materials/${data.id}`,
      headers: owner.auth,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/ai-content/materials/${data.id}`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe("Material not found");

    const list = async (u: SignedUpUser) =>
      (await t.app.inject({ method: "GET", url: "/api/ai-content/materials", headers: u.auth })).json().data
        .materials as { id: string }[];
    expect((await list(owner)).map((m) => m.id)).toContain(data.id);
    expect((await list(other)).map((m) => m.id)).not.toContain(data.id);
  });

  it("401 without a token", async () => {
    expect((await paste(null, { text: NOTES })).statusCode).toBe(401);
  });

  it("400 with the field for missing, empty, too short and too long text, and unknown keys", async () => {
    const cases: [unknown, string][] = [
      [{}, MATERIAL_MESSAGES.textRequired],
      [{ text: "   " }, MATERIAL_MESSAGES.textRequired],
      [{ text: "Too short." }, MATERIAL_MESSAGES.tooShort],
      [{ text: "a".repeat(MATERIAL_LIMITS.maxChars + 1) }, MATERIAL_MESSAGES.tooLong],
    ];
    for (const [body, message] of cases) {
      const res = await paste(owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error.fields.text).toBe(message);
    }
    const extra = await paste(owner, { text: NOTES, passages: ["x"] });
    expect(extra.statusCode).toBe(400);
  });

  it("accepts exactly 50,000 characters, split into passages", async () => {
    const paragraph = `${"Light reactions make ATP and NADPH in the thylakoids. ".repeat(18).trim()}\n\n`;
    const text = paragraph.repeat(60).slice(0, MATERIAL_LIMITS.maxChars);
    const res = await paste(owner, { text });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.passageCount).toBeGreaterThan(20);
  });
});

describe("POST /ai-content/materials/file (upload)", () => {
  it("a .txt and a .md file are stored as their text", async () => {
    const txt = await upload(owner, "notes.txt", NOTES);
    expect(txt.statusCode).toBe(201);
    expect(txt.json().data).toMatchObject({ title: "notes", source: "txt", charCount: NOTES.length });
    const md = await upload(owner, "Chapter 1.md", `# Chapter 1\n\n${NOTES}`, "text/markdown");
    expect(md.statusCode).toBe(201);
    expect(md.json().data).toMatchObject({ title: "Chapter 1", source: "md" });
  });

  it("a PDF's text is extracted on the server", async () => {
    const pdf = textPdf([
      "Photosynthesis turns light energy into chemical energy.",
      "Chlorophyll in the chloroplasts absorbs red and blue light.",
      "The Calvin cycle fixes carbon dioxide in the stroma of the chloroplast.",
    ]);
    const res = await upload(owner, "lecture.pdf", pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: "lecture", source: "pdf" });
    expect(res.json().data.preview).toContain("Photosynthesis turns light energy");
  });

  it("a PDF without text (a scan) is a 400 that says to paste the text", async () => {
    const res = await upload(owner, "scan.pdf", textPdf([]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MATERIAL_MESSAGES.scannedPdf);
    expect(res.json().error.fields.file).toBe(MATERIAL_MESSAGES.scannedPdf);
  });

  it("a broken PDF, a binary file named .txt, an empty file and other types are 400s", async () => {
    const broken = await upload(owner, "broken.pdf", "%PDF-1.4 not really a pdf");
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(MATERIAL_MESSAGES.brokenPdf);
    const binary = await upload(owner, "image.txt", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error.message).toBe(MATERIAL_MESSAGES.notText);
    const notUtf8 = await upload(owner, "latin1.txt", Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0xff]));
    expect(notUtf8.json().error.message).toBe(MATERIAL_MESSAGES.notText);
    const empty = await upload(owner, "empty.txt", Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const short = await upload(owner, "short.txt", "Hello there.");
    expect(short.json().error.fields.file).toBe(MATERIAL_MESSAGES.tooShort);
    const docx = await upload(owner, "essay.docx", NOTES);
    expect(docx.statusCode).toBe(400);
    expect(docx.json().error.message).toBe(MATERIAL_MESSAGES.fileType);
    const noName = await t.app.inject({
      method: "POST",
      url: "/api/ai-content/materials/file",
      headers: { ...owner.auth, "content-type": "application/octet-stream" },
      payload: NOTES,
    });
    expect(noName.statusCode).toBe(400);
    const image = await upload(owner, "notes.txt", NOTES, "image/png");
    expect(image.statusCode).toBe(415);
  });

  it("a file over 10 MB is a 413; extracted text over 50,000 characters is a 400", async () => {
    const big = Buffer.alloc(MATERIAL_LIMITS.maxFileBytes + 1, 0x61);
    const res = await upload(owner, "big.txt", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MATERIAL_MESSAGES.fileTooLarge);
    const long = await upload(owner, "long.txt", "word ".repeat(12_000));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.file).toBe(MATERIAL_MESSAGES.tooLong);
  });

  it("401 without a token", async () => {
    expect((await upload(null, "notes.txt", NOTES)).statusCode).toBe(401);
  });
});
