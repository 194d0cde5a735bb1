import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard } from "../../../test/card-factory";
import { fromReply, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { GlossaryButton } from "./glossary-button";
import { IndexCourseButton } from "./index-course-button";

afterEach(() => cleanup());

const COURSE = "11111111-0000-4000-8000-000000000001";
const AI_MISSING = "AI is not configured on this server. Set AI_PROVIDER, AI_MODEL and the provider's key.";
const status = (configured: boolean) =>
  route("GET /ai-content/status", () => ({
    data: configured
      ? { configured: true, provider: "openai", model: "m", message: null }
      : { configured: false, provider: null, model: null, message: AI_MISSING },
  }));
/** A 500 whose body is no error object, so the control falls back to its own message. */
const broken = () => fromReply({ status: 500, body: "oops" });

describe("Index Course and Generate Glossary buttons (requirements C7, C8)", () => {
  it("Index Course sends autoGenerateTags and reports what it did; 'Failed to index course' on failure", async () => {
    let fail = false;
    const calls = serve(
      status(true),
      route("POST /ai-content/cards/index/:courseId", () =>
        fail
          ? broken()
          : { data: { totalCards: 3, untagged: 2, tagged: 2, metadata: { totalCost: 0, totalTime: 1 } } },
      ),
    );
    const user = userEvent.setup();
    renderPage(<IndexCourseButton courseId={COURSE} />);
    await user.click(screen.getByRole("button", { name: "Index Course" }));
    expect(
      await screen.findByText("Course indexed: 2 of 2 cards without tags got concept tags."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/ai-content/cards/index/${COURSE}`,
      body: { autoGenerateTags: true },
    });
    fail = true;
    await user.click(screen.getByRole("button", { name: "Index Course" }));
    expect(await screen.findByText("Failed to index course")).toBeInTheDocument();
  });

  it("Generate Glossary: 'Glossary generated successfully!' / 'Failed to generate glossary'", async () => {
    const card = makeCard({ face: "What is osmosis?" });
    let fail = false;
    serve(
      status(true),
      route("POST /courses/cards/:cardId/glossary/generate", () =>
        fail
          ? broken()
          : {
              data: {
                glossary: [],
                generatedAt: "2025-01-02T00:00:00.000Z",
                card,
                requested: 7,
                message: null,
              },
            },
      ),
    );
    const onGenerated = vi.fn();
    const user = userEvent.setup();
    renderPage(<GlossaryButton card={card} onGenerated={onGenerated} />);
    await user.click(screen.getByRole("button", { name: "Generate glossary: What is osmosis?" }));
    expect(await screen.findByText("Glossary generated successfully!")).toBeInTheDocument();
    expect(onGenerated).toHaveBeenCalledWith(card);
    fail = true;
    await user.click(screen.getByRole("button", { name: "Generate glossary: What is osmosis?" }));
    expect(await screen.findByText("Failed to generate glossary")).toBeInTheDocument();
  });

  it("a control says the truth: disabled with the variables to set when AI is not configured", async () => {
    serve(status(false));
    renderPage(<IndexCourseButton courseId={COURSE} />);
    const button = screen.getByRole("button", { name: "Index Course" });
    await vi.waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("title", AI_MISSING);
  });
});
