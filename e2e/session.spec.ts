import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/** A wrong first grade opens the wrong state; then Try Again ("retry") or Continue ("continue"). */
type WrongFirst = "retry" | "continue";

type Plan =
  | { kind: "mcq"; options: string[]; answer: number; wrongFirst?: boolean; via: "click" | "key" | "auto" }
  | { kind: "basic"; back: string; reveal: "click" | "space"; wrongFirst?: WrongFirst }
  | { kind: "cloze"; back: string; typed: string; wrongFirst?: { typed: string; next: WrongFirst } };

interface PlannedCard {
  face: string;
  topic: string;
  plan: Plan;
  explanationWrong?: string;
}

/**
 * Eight cards, each in its own topic so the server keeps the upload order (it only interleaves topics).
 * Every type meets the wrong state: MCQ and cloze retry after Try Again, basic retries once and takes
 * Continue once, cloze takes Continue once; the first three build a streak of 3 for the banner.
 */
const CARDS: PlannedCard[] = [
  {
    face: "Which planet is closest to the Sun?",
    topic: "Planets",
    plan: {
      kind: "mcq",
      options: ["Venus", "Mercury", "Mars", "Earth"],
      answer: 1,
      wrongFirst: true,
      via: "click",
    },
    explanationWrong: "Venus is second; Mercury is the innermost planet.",
  },
  {
    face: "What powers a star like the Sun?",
    topic: "Stars",
    plan: { kind: "basic", back: "Nuclear fusion", reveal: "click" },
  },
  {
    face: "Which is the largest planet?",
    topic: "Giants",
    plan: { kind: "mcq", options: ["Saturn", "Jupiter", "Neptune", "Uranus"], answer: 1, via: "auto" },
  },
  {
    face: "Light from the Sun takes about ___ minutes to reach Earth.",
    topic: "Light",
    plan: { kind: "cloze", back: "8", typed: " Eight ", wrongFirst: { typed: "nine", next: "retry" } },
    explanationWrong: "About 8 minutes and 20 seconds at the average distance.",
  },
  {
    face: "What is the closest star to the Earth?",
    topic: "Neighbours",
    plan: { kind: "basic", back: "The Sun", reveal: "click", wrongFirst: "retry" },
    explanationWrong: "Proxima Centauri is the closest star after the Sun.",
  },
  {
    face: "How fast does light travel in a vacuum?",
    topic: "Physics",
    plan: { kind: "basic", back: "About 300,000 km per second", reveal: "space", wrongFirst: "continue" },
  },
  {
    face: "The Moon takes about ___ days to orbit the Earth.",
    topic: "Moon",
    plan: { kind: "cloze", back: "27", typed: "27", wrongFirst: { typed: "12", next: "continue" } },
  },
  {
    face: "Which gas do plants take in for photosynthesis?",
    topic: "Biology",
    plan: { kind: "mcq", options: ["Oxygen", "Nitrogen", "Carbon dioxide", "Helium"], answer: 2, via: "key" },
  },
];

function uploadBody(slug: string) {
  return {
    name: `Session Mix ${slug}`,
    slug,
    description: "MCQ, basic and cloze cards for the session journey.",
    topics: CARDS.map((c) => c.topic),
    levels: ["Beginner"],
    cards: CARDS.map(({ face, topic, plan, explanationWrong }) => ({
      face,
      topic,
      level: "Beginner",
      type: plan.kind,
      back: plan.kind === "mcq" ? plan.options[plan.answer] : plan.back,
      ...(plan.kind === "mcq" ? { options: plan.options, answerIndex: plan.answer } : {}),
      ...(plan.kind === "cloze"
        ? { acceptableAnswers: plan.back === "8" ? ["8", "eight"] : [plan.back] }
        : {}),
      ...(explanationWrong ? { explanationWrong } : {}),
    })),
  };
}

const counter = (page: Page, name: string) =>
  page.getByRole("region", { name: "Session progress" }).getByRole("group", { name, exact: true });

test.describe("study session", () => {
  test("start a session, answer MCQ, basic and cloze cards (each wrong once), finish and see the results", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "Session Learner" });
    const auth = { authorization: `Bearer ${account.token}` };
    const slug = `session-mix-${Date.now()}`;
    const upload = await request.post("/api/courses/upload", { headers: auth, data: uploadBody(slug) });
    expect(upload.status(), await upload.text()).toBe(201);
    // MCQ-capable cards are asked as MCQ: preference 100 %, and no adaptive boost pulling it down.
    const prefs = await request.patch("/api/auth/me", {
      headers: auth,
      data: { prefs: { mcqPreference: 100, mcqDelay: 6 } },
    });
    expect(prefs.status(), await prefs.text()).toBe(200);
    const user = (await prefs.json()).data.user;
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "recall.adaptiveConfig",
        JSON.stringify({ mcqStreakMCQBoost: 0, highAccuracyBasicBoost: 0, topicMCQPreferenceOffsets: {} }),
      );
    });
    await signInBrowser(page, { ...account, user });

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Start Session" }).click();
    await expect(page).toHaveURL(/\/session\/start$/);
    const start = page.getByRole("button", { name: "Start Session" });
    await expect(start).toBeDisabled();
    await page.getByRole("checkbox", { name: new RegExp(`Session Mix ${slug}`) }).check();
    const slider = page.getByRole("slider", { name: "Number of cards" });
    await expect(slider).toHaveValue("15");
    await slider.fill("10");
    await expect(start).toBeEnabled();
    await start.click();

    await expect(page.getByText("Session started!")).toBeVisible();
    await expect(page).toHaveURL(/\/session\/[0-9a-f-]{36}$/);
    const sessionId = page.url().split("/").pop()!;
    await expect(counter(page, "Dopamine")).toHaveText(/60%/);

    let streak = 0;
    let best = 0;
    let correct = 0;
    let incorrect = 0;
    let bannerSeen = false;
    const graded = async (ok: boolean) => {
      streak = ok ? streak + 1 : 0;
      best = Math.max(best, streak);
      if (ok) correct++;
      else incorrect++;
      await expect(counter(page, "Correct")).toHaveText(new RegExp(`${correct}$`));
      await expect(counter(page, "Incorrect")).toHaveText(new RegExp(`${incorrect}$`));
      await expect(counter(page, "Streak")).toHaveText(new RegExp(`${streak}$`));
      if (streak >= 3) {
        const banner = page.getByText(`${streak} in a row!`, { exact: true });
        await expect(banner).toBeVisible();
        // The fire is an SVG icon named as the emoji: it draws without an emoji font.
        await expect(banner.getByRole("img", { name: "Fire" })).toBeVisible();
        bannerSeen = true;
      } else {
        await expect(page.getByText(/in a row!/)).toBeHidden();
      }
    };

    /** The wrong state: the explanation, streak reset, nothing recorded as Incorrect yet. */
    const breakdown = async (card: PlannedCard) => {
      const panel = page.getByRole("article").getByRole("region", { name: "Let's break this down" });
      await expect(panel).toBeVisible();
      if (card.explanationWrong) await expect(panel).toContainText(card.explanationWrong);
      streak = 0;
      await expect(counter(page, "Streak")).toHaveText(/0$/);
      await expect(counter(page, "Incorrect")).toHaveText(new RegExp(`${incorrect}$`));
      await expectAccessible(page, `the wrong state of a ${card.plan.kind} card`);
      return panel;
    };

    for (let n = 1; n <= CARDS.length; n++) {
      await expect(page.getByText(`Card ${n} of ${CARDS.length}`)).toBeVisible();
      const article = page.getByRole("article");
      const face = (await article.getByRole("heading", { level: 2 }).textContent())?.trim();
      const card = CARDS.find((c) => c.face === face);
      expect(card, `unexpected card "${face}"`).toBeDefined();
      const { plan } = card!;

      if (plan.kind === "mcq") {
        await expect(article.getByRole("button", { name: "MCQ", exact: true })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        const option = (i: number) =>
          article.getByRole("list", { name: "Answer options" }).getByRole("button").nth(i);
        if (plan.wrongFirst) {
          const wrong = (plan.answer + 1) % plan.options.length;
          await option(wrong).click();
          const panel = await breakdown(card!);
          await panel.getByRole("button", { name: "Try Again" }).click();
          await expect(panel).toBeHidden();
          await expect(option(wrong)).toBeDisabled();
        }
        if (plan.via === "key") await page.keyboard.press(String(plan.answer + 1));
        else await option(plan.answer).click();
        // prefs.mcqDelay is 6 s: long enough to read the note before it moves on by itself.
        await expect(article.getByText(/Next card in \d s/)).toBeVisible();
        await expect(option(plan.answer)).toHaveAccessibleName(/Correct/);
        await graded(true);
        if (plan.via === "click") await article.getByRole("button", { name: /Next now/ }).click();
        else if (plan.via === "key") await page.keyboard.press("Enter");
        // "auto": prefs.mcqDelay moves on by itself.
      } else {
        await expect(article.getByRole("button", { name: "MCQ" })).toHaveCount(0);
        const answerShown = article.getByRole("region", { name: "Answer" });
        const showAnswer = async () => {
          if (plan.kind === "basic" && plan.reveal === "space") await page.keyboard.press("Space");
          else await article.getByRole("button", { name: /Show Answer/ }).click();
          await expect(answerShown).toContainText(plan.back);
        };
        const typeAnswer = async (typed: string) => {
          await article.getByLabel("Your answer").fill(typed);
          await article.getByRole("button", { name: "Check" }).click();
          await expect(answerShown).toContainText(plan.back);
        };
        const wrongFirst = plan.kind === "basic" ? plan.wrongFirst : plan.wrongFirst?.next;
        if (wrongFirst) {
          if (plan.kind === "cloze" && plan.wrongFirst) {
            await typeAnswer(plan.wrongFirst.typed);
            await expect(article.getByText(/does not match the accepted answers/)).toBeVisible();
          } else {
            await showAnswer();
            await article.getByRole("button", { name: "Incorrect", exact: true }).click();
          }
          const panel = await breakdown(card!);
          // Graded wrong: no self-grading and no Next Card until Try Again or Continue.
          await expect(article.getByRole("button", { name: "Correct", exact: true })).toHaveCount(0);
          await expect(article.getByRole("button", { name: /Next Card/ })).toHaveCount(0);
          if (wrongFirst === "continue") {
            await panel.getByRole("button", { name: /Continue/ }).click();
            await graded(false);
            continue;
          }
          await panel.getByRole("button", { name: "Try Again" }).click();
          await expect(panel).toBeHidden();
          // Try Again hides the answer again.
          await expect(answerShown).toBeHidden();
        }
        if (plan.kind === "cloze") {
          await typeAnswer(plan.typed);
          await expect(article.getByText(/matches the answer/)).toBeVisible();
          // A typed answer is graded by the matcher's verdict: no self-grading buttons.
          await expect(article.getByRole("button", { name: "Correct", exact: true })).toHaveCount(0);
        } else {
          await showAnswer();
          await article.getByRole("button", { name: "Correct", exact: true }).click();
        }
        await graded(true);
        await article.getByRole("button", { name: /Next Card/ }).click();
      }
    }
    expect(bannerSeen, "the streak banner showed at 3 in a row").toBe(true);

    await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
    await expect(page.getByText("Session completed!")).toBeVisible();
    const results = page.getByLabel("Session results");
    const stat = (name: string) => results.getByRole("group", { name, exact: true });
    await expect(stat("Correct")).toHaveText(new RegExp(`${correct}$`));
    await expect(stat("Incorrect")).toHaveText(new RegExp(`${incorrect}$`));
    await expect(stat("Cards")).toHaveText(new RegExp(`${CARDS.length}/${CARDS.length}$`));
    await expect(stat("Best streak")).toHaveText(new RegExp(`${best}$`));
    const accuracy = `${Math.round((correct / (correct + incorrect)) * 100)}%`;
    await expect(stat("Accuracy")).toHaveText(new RegExp(`${accuracy}$`));
    await expect(stat("Time")).toHaveText(/\d+:\d\d$/);
    await expect(stat("Avg per card")).toHaveText(/\d+\.\d s$/);

    // The server recorded the same figures.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/sessions/${sessionId}`, { headers: auth });
        const s = (await res.json()).data.session;
        return {
          status: s.status,
          completedCards: s.completedCards,
          correct: s.metrics.correct,
          incorrect: s.metrics.incorrect,
        };
      })
      .toEqual({ status: "completed", completedCards: CARDS.length, correct, incorrect });

    // The dashboard (loaded before the session) lists it: its queries were invalidated on completion.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const rows = page.getByRole("region", { name: "Recent sessions" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    const figure = (label: string) => rows.first().locator(`dt:text-is("${label}") + dd`);
    await expect(figure("Cards")).toHaveText(`${CARDS.length} / 10`);
    // One rounding rule: the dashboard shows the completion screen's figure.
    await expect(figure("Accuracy")).toHaveText(accuracy);
  });

  test("a session the server does not know says 'Session data not found' and returns to the dashboard", async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request);
    await signInBrowser(page, account);
    await page.goto("/session/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Session data not found")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
