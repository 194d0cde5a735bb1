import { afterEach, describe, expect, it } from "vitest";
import {
  BATCH_DEFAULTS,
  BatchSettingsForm,
  clampDelay,
  clampThreshold,
  loadBatchSettings,
  saveBatchSettings,
  settingsSummary,
} from "./batch-settings";
import { confidencePercent, confidenceTone, coveragePercent } from "./confidence";

afterEach(() => window.localStorage.clear());

describe("batch settings (requirements C3, C5, C9)", () => {
  it("defaults: autoApprove false, skipLowConfidence false, threshold 0.7, delay 1000 ms", () => {
    expect(BATCH_DEFAULTS).toEqual({
      autoApprove: false,
      skipLowConfidence: false,
      confidenceThreshold: 0.7,
      delayBetweenCards: 1000,
    });
  });

  it("the delay clamps to 500-5000 ms in steps of 100, with 500 when invalid", () => {
    expect(clampDelay(1000)).toBe(1000);
    expect(clampDelay(100)).toBe(500);
    expect(clampDelay(12_000)).toBe(5000);
    expect(clampDelay("1234")).toBe(1200);
    expect(clampDelay("1250")).toBe(1300);
    expect(clampDelay("")).toBe(500);
    expect(clampDelay("abc")).toBe(500);
    expect(clampDelay(Number.NaN)).toBe(500);
    expect(clampDelay(undefined)).toBe(500);
  });

  it("the threshold is 0-1 in steps of 0.05", () => {
    expect(clampThreshold("0.7")).toBe(0.7);
    expect(clampThreshold(0.73)).toBe(0.75);
    expect(clampThreshold(2)).toBe(1);
    expect(clampThreshold(-1)).toBe(0);
    expect(clampThreshold("x")).toBe(0.7);
  });

  it("the form turns what the inputs hold into settings, never refusing", () => {
    expect(
      BatchSettingsForm.parse({
        autoApprove: true,
        skipLowConfidence: true,
        confidenceThreshold: "0.85",
        delayBetweenCards: "99999",
      }),
    ).toEqual({
      autoApprove: true,
      skipLowConfidence: true,
      confidenceThreshold: 0.85,
      delayBetweenCards: 5000,
    });
  });

  it("summarises what a run will do", () => {
    expect(settingsSummary(BATCH_DEFAULTS)).toBe(
      "Suggestions wait for your review. Each card waits 1.0 s before the next.",
    );
    expect(
      settingsSummary({
        autoApprove: true,
        skipLowConfidence: true,
        confidenceThreshold: 0.75,
        delayBetweenCards: 500,
      }),
    ).toBe(
      "Suggestions are saved without review. Suggestions under 75% confidence are skipped. Each card waits 0.5 s before the next.",
    );
  });

  it("is remembered in this browser; anything unreadable gives the defaults", () => {
    expect(loadBatchSettings()).toEqual(BATCH_DEFAULTS);
    const mine = {
      autoApprove: true,
      skipLowConfidence: false,
      confidenceThreshold: 0.6,
      delayBetweenCards: 2000,
    };
    saveBatchSettings(mine);
    expect(loadBatchSettings()).toEqual(mine);
    window.localStorage.setItem("recall.improve-course.batch-settings", "{not json");
    expect(loadBatchSettings()).toEqual(BATCH_DEFAULTS);
  });
});

describe("confidence colours and coverage (requirements C9, C2)", () => {
  it("at least 0.8 green, at least 0.6 yellow, else orange", () => {
    expect(confidenceTone(1)).toBe("green");
    expect(confidenceTone(0.8)).toBe("green");
    expect(confidenceTone(0.79)).toBe("yellow");
    expect(confidenceTone(0.6)).toBe("yellow");
    expect(confidenceTone(0.59)).toBe("orange");
    expect(confidenceTone(0)).toBe("orange");
    expect(confidencePercent(0.855)).toBe("86%");
  });

  it("coverage is a percent to one decimal", () => {
    expect(coveragePercent(1, 3)).toBe("33.3");
    expect(coveragePercent(2, 3)).toBe("66.7");
    expect(coveragePercent(3, 3)).toBe("100.0");
    expect(coveragePercent(0, 0)).toBe("0.0");
  });
});
