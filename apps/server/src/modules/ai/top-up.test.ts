import type { GeneratedCardOutput } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { fabricateCard } from "../../../test/ai/support/realistic-replies";
import { AppError } from "../../lib/errors";
import { AiCallAborted, AiInvalidAnswer } from "./ai-call-errors";
import { CourseFaces, checkGeneratedCard } from "./card-checks";
import { type CardAsk, type CardQuota, generateToTarget } from "./top-up";

/** `n` valid cards, the first `mcq` of them multiple choice, with unique faces. */
const cards = (n: number, mcq: number): GeneratedCardOutput[] =>
  Array.from({ length: n }, (_, i) => fabricateCard(`idea ${i}`, "Rome", i < mcq, i));

/** A top-up run whose model answers with `answers` in turn (a function to throw instead), recording asks. */
function run(
  target: CardQuota,
  answers: ((ask: CardAsk) => GeneratedCardOutput[])[],
  faces = new CourseFaces(),
) {
  const asks: CardAsk[] = [];
  const result = generateToTarget({
    target,
    faces,
    check: (card) => checkGeneratedCard(card, { topic: "Rome", defaultLevel: "Beginner", faces }),
    write: async (ask) => {
      asks.push(ask);
      const answer = answers[asks.length - 1];
      if (!answer) throw new Error("more calls than scripted");
      return answer(ask);
    },
  });
  return { result, asks };
}

describe("generateToTarget", () => {
  it("one call when the answer meets the target", async () => {
    const { result, asks } = run({ cards: 8, mcq: 6 }, [(a) => cards(a.cards, a.mcq)]);
    expect(await result).toMatchObject({ calls: 1, mcq: 6, shortfall: null, error: null });
    expect((await result).cards).toHaveLength(8);
    expect(asks).toEqual([{ round: 0, cards: 8, mcq: 6, problems: [], keptFaces: [] }]);
  });

  it("tops up a model that writes fewer cards than asked, asking for exactly what is missing", async () => {
    const { result, asks } = run({ cards: 8, mcq: 6 }, [() => cards(3, 3), () => cards(5, 3)]);
    expect(await result).toMatchObject({ calls: 2, mcq: 6, shortfall: null });
    expect(asks[1]).toMatchObject({ round: 1, cards: 5, mcq: 3 });
    expect(asks[1]!.problems).toEqual(["only 3 of the 8 cards asked for were written"]);
    expect(asks[1]!.keptFaces).toHaveLength(3);
  });

  it("counts a basic card written where an MCQ was asked as a missing MCQ, kept only within the basic quota", async () => {
    const { result, asks } = run({ cards: 8, mcq: 6 }, [() => cards(8, 0), (a) => cards(a.cards, a.mcq)]);
    const done = await result;
    expect(done.rounds[0]).toMatchObject({ returned: 8, kept: 2, keptMcq: 0 });
    expect(asks[1]).toMatchObject({ cards: 6, mcq: 6 });
    expect(asks[1]!.problems[0]).toMatch(/written as basic where a multiple-choice card was asked/);
    expect(done).toMatchObject({ calls: 2, mcq: 6, shortfall: null });
    expect(done.cards.filter((c) => c.type === "basic")).toHaveLength(2);
  });

  it("keeps extra MCQs in basic slots rather than dropping them (the share is a floor)", async () => {
    const { result } = run({ cards: 8, mcq: 6 }, [() => cards(8, 8)]);
    expect(await result).toMatchObject({ calls: 1, mcq: 8, shortfall: null });
  });

  it("stops after 3 top-ups and reports the exact shortfall", async () => {
    const { result, asks } = run({ cards: 8, mcq: 6 }, [
      () => cards(2, 2),
      () => cards(1, 1),
      () => [],
      () => cards(1, 0),
      () => cards(8, 8),
    ]);
    const done = await result;
    expect(asks).toHaveLength(4);
    expect(done).toMatchObject({ calls: 4, mcq: 3, shortfall: { cards: 4, mcq: 3 }, error: null });
    expect(done.cards).toHaveLength(4);
  });

  it("an answer that is not valid JSON counts as an empty one", async () => {
    const { result, asks } = run({ cards: 4, mcq: 3 }, [
      () => {
        throw new AiInvalidAnswer("the answer is not valid JSON");
      },
      (a) => cards(a.cards, a.mcq),
    ]);
    expect(await result).toMatchObject({ calls: 2, shortfall: null });
    expect(asks[1]!.problems).toEqual(["the previous answer was not valid JSON for the schema"]);
  });

  it("refuses flawed cards and faces already in the course, and asks again with the reasons", async () => {
    const flawed = cards(4, 3);
    flawed[0] = { ...flawed[0]!, options: ["a", "a", "b", "c"] };
    flawed[1] = { ...flawed[1]!, answerIndex: 9 };
    const repeat = { ...flawed[3]!, face: "Who founded Rome?" };
    const { result, asks } = run(
      { cards: 4, mcq: 3 },
      [() => [...flawed, repeat], (a) => cards(a.cards, a.mcq)],
      new CourseFaces(["who founded rome"]),
    );
    const done = await result;
    expect(done.shortfall).toBeNull();
    expect(asks[1]).toMatchObject({ cards: 2, mcq: 2 });
    expect(asks[1]!.problems.join("\n")).toMatch(
      /options are not distinct[\s\S]*answerIndex 9[\s\S]*"Who founded Rome\?": repeats a question already in the course/,
    );
  });

  it("adds every kept face to the shared course faces, so a parallel batch cannot repeat it", async () => {
    const faces = new CourseFaces();
    const { result } = run({ cards: 3, mcq: 2 }, [(a) => cards(a.cards, a.mcq)], faces);
    for (const card of (await result).cards) expect(faces.has(card.face)).toBe(true);
  });

  it("a failing first call throws; a failing top-up returns the cards kept so far with the error", async () => {
    const budget = new AppError("BUDGET_EXCEEDED", "over budget");
    await expect(
      run({ cards: 4, mcq: 3 }, [
        () => {
          throw budget;
        },
      ]).result,
    ).rejects.toBe(budget);
    const { result } = run({ cards: 4, mcq: 3 }, [
      () => cards(2, 2),
      () => {
        throw budget;
      },
    ]);
    expect(await result).toMatchObject({ calls: 2, mcq: 2, shortfall: { cards: 2, mcq: 1 }, error: budget });
  });

  it("a cancelled top-up (shutdown) is thrown, not reported: the job resumes", async () => {
    const { result } = run({ cards: 4, mcq: 3 }, [
      () => cards(2, 2),
      () => {
        throw new AiCallAborted();
      },
    ]);
    await expect(result).rejects.toBeInstanceOf(AiCallAborted);
  });
});
