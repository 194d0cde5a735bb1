import { describe, expect, it } from "vitest";
import { type KeyContext, keyToCommand, optionForKey } from "./session-keys";

const mcqFront: KeyContext = { phase: "front", mode: "mcq", optionCount: 4 };
const basicFront: KeyContext = { phase: "front", mode: "basic", optionCount: 0 };
const el = (tag: string, props: Record<string, unknown> = {}) =>
  Object.assign(document.createElement(tag), props);

describe("keyToCommand", () => {
  it("maps 1-4 and A-D (either case) to the options of an unanswered MCQ card", () => {
    expect(keyToCommand({ key: "1" }, mcqFront)).toEqual({ type: "choose", option: 0 });
    expect(keyToCommand({ key: "4" }, mcqFront)).toEqual({ type: "choose", option: 3 });
    expect(keyToCommand({ key: "b" }, mcqFront)).toEqual({ type: "choose", option: 1 });
    expect(keyToCommand({ key: "D" }, mcqFront)).toEqual({ type: "choose", option: 3 });
  });

  it("ignores option keys beyond the card's options, and in other phases or modes", () => {
    expect(keyToCommand({ key: "5" }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "e" }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "c" }, { ...mcqFront, optionCount: 2 })).toBeNull();
    expect(keyToCommand({ key: "1" }, { ...mcqFront, phase: "wrong" })).toBeNull();
    expect(keyToCommand({ key: "1" }, basicFront)).toBeNull();
  });

  it("Space reveals a basic or cloze card before the answer is shown", () => {
    expect(keyToCommand({ key: " " }, basicFront)).toEqual({ type: "reveal" });
    expect(keyToCommand({ key: " " }, { ...basicFront, phase: "revealed" })).toBeNull();
    expect(keyToCommand({ key: " " }, mcqFront)).toBeNull();
  });

  it("Enter continues from a graded card (Next Card / Next now) and from the wrong state (Continue)", () => {
    expect(keyToCommand({ key: "Enter" }, { ...basicFront, phase: "graded" })).toEqual({ type: "continue" });
    expect(keyToCommand({ key: "Enter" }, { ...mcqFront, phase: "graded" })).toEqual({ type: "continue" });
    expect(keyToCommand({ key: "Enter" }, { ...mcqFront, phase: "wrong" })).toEqual({ type: "continue" });
    expect(keyToCommand({ key: "Enter" }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "Enter" }, { ...basicFront, phase: "revealed" })).toBeNull();
  });

  it("ignores keys typed into a field, with a modifier, held down, or while a dialog is open", () => {
    expect(keyToCommand({ key: " ", target: el("input") }, basicFront)).toBeNull();
    expect(keyToCommand({ key: "a", target: el("textarea") }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "a", ctrlKey: true }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "a", metaKey: true }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "1", repeat: true }, mcqFront)).toBeNull();
    expect(keyToCommand({ key: "1" }, { ...mcqFront, blocked: true })).toBeNull();
  });

  it("leaves Enter and Space to a focused button (it activates itself), but not to a disabled one", () => {
    const graded: KeyContext = { ...mcqFront, phase: "graded" };
    expect(keyToCommand({ key: "Enter", target: el("button") }, graded)).toBeNull();
    expect(keyToCommand({ key: " ", target: el("button") }, basicFront)).toBeNull();
    expect(keyToCommand({ key: "Enter", target: el("button", { disabled: true }) }, graded)).toEqual({
      type: "continue",
    });
    // A toggle already on does nothing when pressed again: the key is the session's.
    const pressed = el("button");
    pressed.setAttribute("aria-pressed", "true");
    expect(keyToCommand({ key: " ", target: pressed }, basicFront)).toEqual({ type: "reveal" });
    expect(keyToCommand({ key: "Enter", target: pressed }, graded)).toEqual({ type: "continue" });
    const off = el("button");
    off.setAttribute("aria-pressed", "false");
    expect(keyToCommand({ key: " ", target: off }, basicFront)).toBeNull();
    // Letters still choose while a button has focus.
    expect(keyToCommand({ key: "a", target: el("button") }, mcqFront)).toEqual({ type: "choose", option: 0 });
  });
});

describe("optionForKey", () => {
  it("reads digits 1-8 and letters a-h up to the option count", () => {
    expect(optionForKey("8", 8)).toBe(7);
    expect(optionForKey("h", 8)).toBe(7);
    expect(optionForKey("9", 8)).toBeNull();
    expect(optionForKey("0", 4)).toBeNull();
    expect(optionForKey("Enter", 4)).toBeNull();
  });
});
