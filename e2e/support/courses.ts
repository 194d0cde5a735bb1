import { randomBytes } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, type TestUser } from "./fixtures";

/** Helpers of the course journeys (courses.spec.ts, course-sharing.spec.ts). */
export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
export const suffix = () => randomBytes(3).toString("hex");

/** The example JSON of the upload page, as the page loads it. */
export async function loadExample(page: Page): Promise<Record<string, unknown>> {
  await page.goto("/courses/upload");
  await page.getByRole("button", { name: "Load Example" }).click();
  return JSON.parse(await page.getByLabel("Course JSON").inputValue());
}

/** Clicks Upload Course and waits for the server's answer (an upload can be slow on a busy machine). */
export async function clickAndAwaitUpload(page: Page, button: Locator) {
  const response = page.waitForResponse((r) => r.url().endsWith("/api/courses/upload"));
  await button.click();
  expect((await response).status()).toBe(201);
}

/** Pastes course JSON into the upload page, validates it and uploads it; ends on /courses. */
export async function uploadThroughPage(page: Page, json: Record<string, unknown>, cardCount: number) {
  await page.goto("/courses/upload");
  const upload = page.getByRole("button", { name: "Upload Course" });
  await expect(page.getByRole("button", { name: "Validate JSON" })).toBeDisabled();
  await page.getByLabel("Course JSON").fill(JSON.stringify(json, null, 2));
  await expect(upload).toBeDisabled();
  await page.getByRole("button", { name: "Validate JSON" }).click();
  await expect(page.getByRole("status")).toContainText(`Valid course "${json.name}"`);
  await clickAndAwaitUpload(page, upload);
  await expect(page.getByText(`Course "${json.name}" uploaded with ${cardCount} cards!`)).toBeVisible();
  await expect(page).toHaveURL(/\/courses$/);
}

export async function courseByName(request: APIRequestContext, user: TestUser, name: string) {
  const res = await request.get("/api/courses", { headers: bearer(user) });
  expect(res.ok()).toBe(true);
  const { data } = await res.json();
  const course = data.courses.find((c: { name: string }) => c.name === name);
  expect(course, `course "${name}"`).toBeTruthy();
  return course as { id: string; name: string; cardCount: number; isPublic: boolean };
}

export async function cardsOf(request: APIRequestContext, user: TestUser, courseId: string) {
  const res = await request.get(`/api/courses/${courseId}/cards`, { headers: bearer(user) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.cards as {
    face: string;
    type: string;
    options: string[] | null;
    answerIndex: number | null;
    acceptableAnswers: string[] | null;
  }[];
}

/** Accepts the next window.confirm after checking its text. */
export function acceptConfirm(page: Page, message: string) {
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  });
}
