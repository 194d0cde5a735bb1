import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Media both ways, in a real browser: a card of an imported Anki deck whose front is `[sound:foo.wav]`
 * shows a named play control whose source is the stored file (loaded with the viewer's token, allowed by
 * the CSP's media-src), and never the marker's text.
 */
test("an imported [sound:] card shows a play control with the stored sound on the card view", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(request, { displayName: "Listener" });
  const auth = { authorization: `Bearer ${account.token}` };
  const upload = await request.post("/api/imports?filename=media.apkg", {
    headers: { ...auth, "content-type": "application/octet-stream" },
    data: readFileSync(path.join(import.meta.dirname, "../apps/server/test/imports/fixtures/media.apkg")),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const importId = (await upload.json()).data.import.id;
  const started = await request.post(`/api/imports/${importId}/start`, { headers: auth, data: {} });
  expect(started.status(), await started.text()).toBe(202);
  let courseId = "";
  await expect
    .poll(
      async () => {
        const state = (await (await request.get(`/api/imports/${importId}`, { headers: auth })).json()).data;
        courseId = state.report?.courses?.[0]?.id ?? "";
        return state.state;
      },
      { timeout: 60_000 },
    )
    .toBe("completed");

  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await signInBrowser(page, account);
  await page.goto(`/courses/${courseId}`);
  const player = page.getByLabel("Sound", { exact: true }).first();
  await expect(player).toBeVisible();
  await expect(player).toHaveJSProperty("tagName", "AUDIO");
  await expect(player).toHaveAttribute("src", /^blob:/);
  await expect(page.getByText("[sound:")).toHaveCount(0);
  expect(violations).toEqual([]);
});
