import type { Page } from "@playwright/test";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

test.use({ serviceWorkers: "allow" });

// Offline study: a started session keeps working without a connection. The answers wait in
// IndexedDB, a small indicator counts them, completion waits for them, and when the connection returns
// they are sent in order; the server then holds every answer exactly once. docs/decisions/offline.md.

const FACES = ["Offline card one?", "Offline card two?", "Offline card three?", "Offline card four?"];

/** Shows the answer of the card on screen, grades it Correct and moves on. */
async function answerCorrect(page: Page) {
  await page.getByRole("button", { name: /Show Answer/ }).click();
  await page.getByRole("button", { name: "Correct", exact: true }).click();
  await page.getByRole("button", { name: /Next Card/ }).click();
}

/** The answers this page keeps in IndexedDB not sent yet (sent ones stay until the session completes). */
const queuedInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("recall-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("answers").objectStore("answers").getAll();
          all.onsuccess = () => resolve(all.result.filter((a: { sent?: boolean }) => !a.sent).length);
          all.onerror = () => reject(all.error);
        };
      }),
  );

test("a session finished offline is completed when the connection returns, each answer stored once", async ({
  page,
  context,
  request,
}) => {
  const user = await signUpViaApi(request);
  const slug = `offline-study-${suffix()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: `Offline study ${slug}`,
      slug,
      topics: ["Offline"],
      levels: ["Beginner"],
      cards: FACES.map((face, i) => ({ face, back: `Answer ${i + 1}`, topic: "Offline", level: "Beginner" })),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const courseId = (await upload.json()).data.course.id as string;
  const started = await request.post("/api/sessions/start", {
    headers: bearer(user),
    data: { courseIds: [courseId], plannedCards: 5 },
  });
  expect(started.status(), await started.text()).toBe(201);
  const sessionId = (await started.json()).data.session.id as string;

  await signInBrowser(page, user);
  await page.goto(`/session/${sessionId}`);
  await expect(page.getByText("Card 1 of 4")).toBeVisible();
  // The service worker has the app shell (lazy chunks included) before the connection goes.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"))
    .toBe("activated");

  await answerCorrect(page);
  await expect(page.getByText("Card 2 of 4")).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText("Offline · your answers are kept on this device")).toBeVisible();
  await answerCorrect(page);
  await expect(page.getByText("Offline · 1 answer waiting to be sent")).toBeVisible();
  await answerCorrect(page);
  await answerCorrect(page);
  await expect(
    page.getByText("Your answers will be sent when the connection returns, then the session completes."),
  ).toBeVisible();
  await expect(page.getByText("Offline · 3 answers waiting to be sent")).toBeVisible();
  expect(await queuedInBrowser(page)).toBe(3);
  const waiting = await request.get(`/api/sessions/${sessionId}`, { headers: bearer(user) });
  expect((await waiting.json()).data.session).toMatchObject({ status: "active", completedCards: 1 });

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Correct", exact: true })).toContainText("4");
  expect(await queuedInBrowser(page)).toBe(0);
  const done = await request.get(`/api/sessions/${sessionId}`, { headers: bearer(user) });
  expect((await done.json()).data.session).toMatchObject({
    status: "completed",
    completedCards: 4,
    metrics: { correct: 4, incorrect: 0 },
  });
});

test("a session started online and reloaded offline goes on where it was, then completes once online", async ({
  page,
  context,
  request,
}) => {
  const user = await signUpViaApi(request);
  const name = `Offline reload ${suffix()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name,
      slug: `offline-reload-${suffix()}`,
      topics: ["Offline"],
      levels: ["Beginner"],
      cards: FACES.map((face, i) => ({ face, back: `Answer ${i + 1}`, topic: "Offline", level: "Beginner" })),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await signInBrowser(page, user);
  await page.goto("/dashboard");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"))
    .toBe("activated");
  // Started from the start page: the session arrives as navigation state, with no /resume fetched by it.
  await page.goto("/session/start");
  await page.getByRole("checkbox", { name: new RegExp(name) }).check();
  await page.getByRole("button", { name: "Start Session" }).click();
  await expect(page.getByText("Card 1 of 4")).toBeVisible();
  const sessionId = page.url().split("/session/")[1]!;
  // The page asked for a copy of the session for the worker to keep.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("recall-session-resume");
        return (await cache.keys()).length;
      }),
    )
    .toBe(1);

  await answerCorrect(page); // sent online, after the copy was made
  await expect(page.getByText("Card 2 of 4")).toBeVisible();
  await context.setOffline(true);
  await answerCorrect(page); // kept on the device
  await expect(page.getByText("Card 3 of 4")).toBeVisible();

  await page.reload();
  // From the worker's older copy plus this device's log: both answers count, card 3 is next.
  await expect(page.getByText("Card 3 of 4")).toBeVisible();
  await expect(page.getByText("Offline · 1 answer waiting to be sent")).toBeVisible();
  await answerCorrect(page);
  await answerCorrect(page);
  await expect(page.getByText("Offline · 3 answers waiting to be sent")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Correct", exact: true })).toContainText("4");
  expect(await queuedInBrowser(page)).toBe(0);
  const done = await request.get(`/api/sessions/${sessionId}`, { headers: bearer(user) });
  expect((await done.json()).data.session).toMatchObject({ status: "completed", completedCards: 4 });
});
