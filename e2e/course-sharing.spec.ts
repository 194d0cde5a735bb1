import { readFile } from "node:fs/promises";
import { bearer, loadExample, suffix, uploadThroughPage } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

test.describe("courses shared and exported", () => {
  test("another user sees a course only once it is public, with View Cards only", async ({
    page,
    request,
    browser,
  }) => {
    const owner = await signUpViaApi(request, { displayName: "Owner Olga" });
    const name = `Shared Stars ${suffix()}`;
    const upload = await request.post("/api/courses/upload", {
      headers: bearer(owner),
      data: {
        name,
        slug: `shared-stars-${suffix()}`,
        topics: ["Stars"],
        levels: ["Beginner"],
        cards: [{ face: "Nearest star?", back: "The Sun", topic: "Stars", level: "Beginner" }],
      },
    });
    expect(upload.status()).toBe(201);
    const courseId = (await upload.json()).data.course.id as string;

    const viewer = await signUpViaApi(request, { displayName: "Viewer Vic" });
    const viewerContext = await browser.newContext();
    const viewerPage = await viewerContext.newPage();
    await signInBrowser(viewerPage, viewer);
    await viewerPage.goto("/courses");
    await viewerPage.getByRole("tab", { name: "Public" }).click();
    // The seeded starter courses are public, so the list is not empty, but this course is not in it.
    await expect(viewerPage.getByRole("article").first()).toBeVisible();
    await expect(viewerPage.getByRole("article", { name })).toHaveCount(0);

    await signInBrowser(page, owner);
    await page.goto("/courses");
    const own = page.getByRole("article", { name });
    await own.getByRole("button", { name: `Course actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Make Public" }).click();
    await expect(page.getByText("Course updated successfully!")).toBeVisible();
    await expect(own.getByText("Public", { exact: true })).toBeVisible();

    await viewerPage.reload();
    await viewerPage.getByRole("tab", { name: "Public" }).click();
    const shared = viewerPage.getByRole("article", { name });
    await expect(shared.getByText("Shared Course")).toBeVisible();
    await expect(shared).toContainText("by Owner Olga");
    await expect(shared.getByRole("checkbox")).toHaveCount(0);
    await expect(shared.getByRole("button", { name: /Course actions/ })).toHaveCount(0);
    await shared.getByRole("link", { name: `View Cards of ${name}` }).click();
    await expect(viewerPage).toHaveURL(`/courses/${courseId}/cards`);
    await expect(viewerPage.getByRole("heading", { name })).toBeVisible();
    await expect(viewerPage.getByRole("listitem", { name: "Nearest star?" })).toBeVisible();
    await expect(viewerPage.getByRole("link", { name: "Edit cards" })).toHaveCount(0);

    await viewerPage.goto(`/courses/${courseId}/edit`);
    await expect(viewerPage.getByText("You do not have permission to edit this course")).toBeVisible();
    await expect(viewerPage).toHaveURL(/\/courses$/);
    await viewerContext.close();
  });

  test("an exported course uploaded again under a new slug is identical", async ({ page, request }) => {
    const owner = await signUpViaApi(request);
    await signInBrowser(page, owner);
    const name = "Export Me";
    const json = await loadExample(page);
    await uploadThroughPage(page, { ...json, name, slug: "export-me" }, 3);

    const course = page.getByRole("article", { name });
    await course.getByRole("button", { name: `Course actions for ${name}` }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("export-me.json");
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(exported).toMatchObject({
      name,
      slug: "export-me",
      config: { defaultFrequency: "daily", cardsPerSession: 15 },
    });

    // the same menu exports an Anki package (a zip holding collection.anki2) and CSV.
    await course.getByRole("button", { name: `Course actions for ${name}` }).click();
    const apkgDownload = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export for Anki (.apkg)" }).click();
    const apkg = await apkgDownload;
    expect(apkg.suggestedFilename()).toBe("export-me.apkg");
    const zip = await readFile((await apkg.path())!);
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(zip.includes(Buffer.from("collection.anki2"))).toBe(true);
    await course.getByRole("button", { name: `Course actions for ${name}` }).click();
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe("export-me.csv");
    expect((await readFile((await csv.path())!, "utf8")).split("\r\n")[0]).toContain(
      "face,back,type,topic,level",
    );

    await uploadThroughPage(page, { ...exported, slug: "export-me-again" }, 3);

    const [first, second] = await Promise.all(
      ["export-me", "export-me-again"].map(async (slug) => {
        const res = await request.get("/api/courses", { headers: bearer(owner) });
        const id = (await res.json()).data.courses.find((c: { slug: string }) => c.slug === slug).id;
        const out = await request.get(`/api/courses/${id}/export`, { headers: bearer(owner) });
        expect(out.ok()).toBe(true);
        return out.json();
      }),
    );
    expect(second).toEqual({ ...first, slug: "export-me-again" });
  });
});
