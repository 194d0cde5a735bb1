import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReadAloudButton, speakableText } from "./read-aloud-button";

/** What the fake was last asked to say. */
function lastUtterance(speak: ReturnType<typeof vi.fn>): FakeUtterance {
  const utterance = speak.mock.lastCall?.[0];
  if (!(utterance instanceof FakeUtterance)) throw new Error("nothing was spoken");
  return utterance;
}

/** jsdom has no speech synthesis: a fake records what would be said, in which language. */
class FakeUtterance {
  lang = "";
  constructor(public text: string) {}
}

function installSpeech() {
  const speech = { speak: vi.fn(), cancel: vi.fn() };
  Object.defineProperty(window, "speechSynthesis", { value: speech, configurable: true });
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return speech;
}

afterEach(() => {
  Reflect.deleteProperty(window, "speechSynthesis");
  vi.unstubAllGlobals();
});

describe("ReadAloudButton", () => {
  let speech: ReturnType<typeof installSpeech>;
  beforeEach(() => {
    speech = installSpeech();
  });

  it("reads the text in the card's language when pressed", () => {
    render(
      <ReadAloudButton text="Wie heißt die **Hauptstadt**?" lang="de" label="Read the question aloud" />,
    );
    expect(speech.speak).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Read the question aloud" }));
    expect(speech.speak).toHaveBeenCalledTimes(1);
    const utterance = lastUtterance(speech.speak);
    expect(utterance.lang).toBe("de");
    expect(utterance.text).toBe("Wie heißt die Hauptstadt?");
    // What was being read stops first, so two presses never overlap.
    expect(speech.cancel).toHaveBeenCalled();
  });

  it("reads unasked only with autoRead on", () => {
    const { unmount } = render(<ReadAloudButton text="Face" lang="fr" label="Read" />);
    expect(speech.speak).not.toHaveBeenCalled();
    unmount();
    render(<ReadAloudButton text="Face" lang="fr" label="Read" autoRead />);
    expect(speech.speak).toHaveBeenCalledTimes(1);
    expect(lastUtterance(speech.speak).lang).toBe("fr");
  });
});

describe("without speech synthesis", () => {
  it("shows no button", () => {
    render(<ReadAloudButton text="Face" lang="en" label="Read the question aloud" />);
    expect(screen.queryByRole("button", { name: "Read the question aloud" })).toBeNull();
  });
});

describe("speakableText", () => {
  it("says words, not markdown syntax, and code as written", () => {
    expect(speakableText("See [the docs](https://x.example) and `return x**2`")).toBe(
      "See the docs and return x**2",
    );
  });

  it("leaves out sounds and videos, which the card plays itself", () => {
    expect(
      speakableText(
        "Listen [sound:/api/media/1c5c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d] then [sound:hi.mp3] repeat",
      ),
    ).toBe("Listen then repeat");
  });
});

describe("reading math", () => {
  it("says a formula in KaTeX's accessible form, not its TeX", async () => {
    const speech = installSpeech();
    render(<ReadAloudButton text="Solve $x^2 = 4$" lang="en" label="Read the question aloud" />);
    fireEvent.click(screen.getByRole("button", { name: "Read the question aloud" }));
    await waitFor(() => expect(speech.speak).toHaveBeenCalledTimes(1));
    expect(lastUtterance(speech.speak).text).toBe("Solve x, squared, equals, 4");
  });
});
