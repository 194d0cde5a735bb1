import { describe, expect, it } from "vitest";
import { DEFAULT_ADAPTIVE_CONFIG } from "./adaptive-config";
import {
  ADAPTIVE_CONFIG_STORAGE_KEY,
  AdaptiveConfigSchema,
  parseAdaptiveConfig,
} from "./parse-adaptive-config";

describe("parseAdaptiveConfig", () => {
  it("requirements S9: the override lives under one storage key", () => {
    expect(ADAPTIVE_CONFIG_STORAGE_KEY).toBe("recall.adaptiveConfig");
  });

  it("gives the defaults for null, bad JSON and non-objects", () => {
    for (const raw of [null, "", "{oops", "42", "null", "[]", '"text"', "true"]) {
      expect(parseAdaptiveConfig(raw)).toEqual(DEFAULT_ADAPTIVE_CONFIG);
    }
  });

  it("merges valid fields over the defaults", () => {
    const config = parseAdaptiveConfig(JSON.stringify({ newTopicThreshold: 5, highAccuracyBasicBoost: -10 }));
    expect(config).toEqual({ ...DEFAULT_ADAPTIVE_CONFIG, newTopicThreshold: 5, highAccuracyBasicBoost: -10 });
  });

  it("keeps the default for each invalid field, without discarding the valid ones", () => {
    const config = parseAdaptiveConfig(
      JSON.stringify({
        newTopicThreshold: "5",
        lowAccuracyThreshold: 1.5,
        mcqStreakLimit: 0,
        basicStreakLimit: 2.5,
        fastAnswerMCQBoost: 250,
        newTopicMCQBoost: 25,
        unknownField: 1,
      }),
    );
    expect(config).toEqual({ ...DEFAULT_ADAPTIVE_CONFIG, newTopicMCQBoost: 25 });
    expect(config).not.toHaveProperty("unknownField");
  });

  it("keeps valid topic offsets one by one", () => {
    const config = parseAdaptiveConfig(
      JSON.stringify({ topicMCQPreferenceOffsets: { Math: 15, Art: "x", Bio: 500, Chem: -100 } }),
    );
    expect(config.topicMCQPreferenceOffsets).toEqual({ Math: 15, Chem: -100 });
    expect(parseAdaptiveConfig('{"topicMCQPreferenceOffsets": [1, 2]}').topicMCQPreferenceOffsets).toEqual(
      {},
    );
  });

  it("a topic named __proto__ is stored as a plain key, not a prototype", () => {
    const offsets = parseAdaptiveConfig(
      '{"topicMCQPreferenceOffsets": {"__proto__": 10}}',
    ).topicMCQPreferenceOffsets;
    expect(Object.getPrototypeOf(offsets)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(offsets, "__proto__")?.value).toBe(10);
  });

  it("returns a fresh object each time, leaving the defaults untouched", () => {
    const config = parseAdaptiveConfig(null);
    config.newTopicThreshold = 99;
    config.topicMCQPreferenceOffsets.Math = 5;
    expect(DEFAULT_ADAPTIVE_CONFIG.newTopicThreshold).toBe(10);
    expect(DEFAULT_ADAPTIVE_CONFIG.topicMCQPreferenceOffsets).toEqual({});
  });

  it("the defaults pass the schema", () => {
    expect(AdaptiveConfigSchema.parse(DEFAULT_ADAPTIVE_CONFIG)).toEqual(DEFAULT_ADAPTIVE_CONFIG);
  });
});
