import type { Course } from "@recall/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { route, serve } from "../../../test/msw";
import { makeCourse } from "../../courses/testing";
import { basicCard, mcqCard } from "../hooks/session-fixtures";
import { renderSession, serveSession, signIn } from "./session-test-utils";

/** jsdom has no speech synthesis: the fake records each utterance's text and language. */
class FakeUtterance {
  lang = "";
  constructor(public text: string) {}
}

let speak: ReturnType<typeof vi.fn>;
const spoken = () =>
  speak.mock.calls.map(([u]) => ({ text: (u as FakeUtterance).text, lang: (u as FakeUtterance).lang }));

beforeEach(() => {
  speak = vi.fn();
  Object.defineProperty(window, "speechSynthesis", { value: { speak, cancel: vi.fn() }, configurable: true });
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: () => true }));
  document.documentElement.lang = "de";
});

/** Serves the session's routes and the cards' courses, each in the language its owner set (`languages`). */
function server(languages: Record<string, Course["config"]["language"]> = {}) {
  serveSession();
  return serve(
    route("GET /courses/:id", ({ params }) => ({
      data: {
        course: makeCourse({
          id: params.id,
          config: { defaultFrequency: "daily", cardsPerSession: 15, language: languages[params.id] },
        }),
      },
    })),
  );
}

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  Reflect.deleteProperty(window, "speechSynthesis");
  document.documentElement.lang = "en";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("reading cards aloud in study", { timeout: 20_000 }, () => {
  it("with auto-read off (the default) reads only when a button is pressed, in the page's language", async () => {
    server();
    signIn();
    const user = userEvent.setup();
    renderSession([basicCard]);
    await user.click(await screen.findByRole("button", { name: "Read the question aloud" }));
    expect(spoken()).toEqual([{ text: basicCard.face, lang: "de" }]);
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Read the answer aloud" }));
    expect(spoken().at(-1)).toEqual({ text: basicCard.back, lang: "de" });
    expect(speak).toHaveBeenCalledTimes(2);
  });

  it("with auto-read on reads the question, then the answer once shown", async () => {
    server();
    signIn({ autoRead: true });
    const user = userEvent.setup();
    renderSession([basicCard]);
    await screen.findByRole("button", { name: "Read the question aloud" });
    expect(spoken()).toEqual([{ text: basicCard.face, lang: "de" }]);
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    expect(spoken().at(-1)).toEqual({ text: basicCard.back, lang: "de" });
  });

  it("in multiple choice reads the question with every option and its letter (read-aloud on options)", async () => {
    server();
    // Always multiple choice: the default preference (50) draws the mode at random.
    signIn({ mcqPreference: 100 });
    const user = userEvent.setup();
    renderSession([mcqCard]);
    await screen.findByRole("list", { name: "Answer options" });
    await user.click(screen.getByRole("button", { name: "Read the question aloud" }));
    expect(spoken()).toEqual([
      { text: `${mcqCard.face} A: Venus. B: Mercury. C: Mars. D: Earth.`, lang: "de" },
    ]);
  });

  it("reads a card in its course's language when the owner set one", async () => {
    signIn();
    server({ [basicCard.courseId]: "es" });
    const user = userEvent.setup();
    renderSession([basicCard]);
    const button = await screen.findByRole("button", { name: "Read the question aloud" });
    await waitFor(async () => {
      await user.click(button);
      expect(spoken().at(-1)).toEqual({ text: basicCard.face, lang: "es" });
    });
  });

  it("without a voice in the browser, no course is asked for its language", async () => {
    Reflect.deleteProperty(window, "speechSynthesis");
    signIn();
    const courses = server();
    renderSession([basicCard]);
    await screen.findByRole("button", { name: /Show Answer/ });
    expect(screen.queryByRole("button", { name: "Read the question aloud" })).not.toBeInTheDocument();
    expect(courses.filter((c) => c.url.startsWith("/api/courses/"))).toEqual([]);
  });
});
