import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import { DEFAULT_ADAPTIVE_CONFIG } from "./adaptive-config";
import { chooseQuestionMode } from "./choose-question-mode";
import { adaptiveStateWith } from "./test-state";

const config = DEFAULT_ADAPTIVE_CONFIG;
const mcqCard = { options: ["a", "b", "c", "d"], answerIndex: 2 };
const topic = "Cells";
const seen = { [topic]: 10 };
const fixed = (value: number) => () => value;

describe("chooseQuestionMode", () => {
  it("requirements S4: a card without options or answer index is always basic", () => {
    const eager = adaptiveStateWith({ seen: {}, manual: "mcq" });
    const opts = { mcqPreference: 100, topic };
    expect(chooseQuestionMode({}, eager, config, opts, fixed(0))).toBe("basic");
    expect(chooseQuestionMode({ options: ["a", "b"] }, eager, config, opts, fixed(0))).toBe("basic");
    expect(chooseQuestionMode({ answerIndex: 1 }, eager, config, opts, fixed(0))).toBe("basic");
    expect(chooseQuestionMode({ options: null, answerIndex: 0 }, eager, config, opts, fixed(0))).toBe(
      "basic",
    );
  });

  it("requirements S4: a manual mode request overrides the percent", () => {
    expect(
      chooseQuestionMode(
        mcqCard,
        adaptiveStateWith({ seen, manual: "basic" }),
        config,
        { mcqPreference: 100, topic },
        fixed(0),
      ),
    ).toBe("basic");
    expect(
      chooseQuestionMode(
        mcqCard,
        adaptiveStateWith({ seen, manual: "mcq" }),
        config,
        { mcqPreference: 0, topic },
        fixed(0.99),
      ),
    ).toBe("mcq");
  });

  it("requirements S4: otherwise mcq with probability percent/100 (random() < percent/100)", () => {
    const state = adaptiveStateWith({ seen });
    const opts = { mcqPreference: 80, topic };
    expect(chooseQuestionMode(mcqCard, state, config, opts, fixed(0.79))).toBe("mcq");
    expect(chooseQuestionMode(mcqCard, state, config, opts, fixed(0.8))).toBe("basic");
  });

  it("0% never and 100% always gives mcq", () => {
    const state = adaptiveStateWith({ seen });
    expect(chooseQuestionMode(mcqCard, state, config, { mcqPreference: 0, topic }, fixed(0))).toBe("basic");
    expect(chooseQuestionMode(mcqCard, state, config, { mcqPreference: 100, topic }, fixed(0.9999))).toBe(
      "mcq",
    );
  });

  it("does not draw a random number when the answer is already decided", () => {
    let draws = 0;
    const counting = () => {
      draws++;
      return 0;
    };
    chooseQuestionMode({}, adaptiveStateWith({}), config, { topic }, counting);
    chooseQuestionMode(mcqCard, adaptiveStateWith({ manual: "basic" }), config, { topic }, counting);
    expect(draws).toBe(0);
  });

  it("property: over many draws the share of mcq matches the percent", () => {
    const random = seededRandom(7);
    for (const pref of [0, 15, 50, 73, 100]) {
      const state = adaptiveStateWith({ seen });
      let mcq = 0;
      const n = 20_000;
      for (let i = 0; i < n; i++) {
        if (chooseQuestionMode(mcqCard, state, config, { mcqPreference: pref, topic }, random) === "mcq")
          mcq++;
      }
      expect(Math.abs(mcq / n - pref / 100)).toBeLessThan(0.015);
    }
  });
});
