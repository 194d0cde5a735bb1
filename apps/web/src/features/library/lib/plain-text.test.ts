import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it("shows a sound or video marker as (sound), not its file link", () => {
    expect(plainText("Say it: [sound:/api/media/1c5c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d] **again**")).toBe(
      "Say it: (sound) again",
    );
  });
});
