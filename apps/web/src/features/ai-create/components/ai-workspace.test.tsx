import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HttpHandler } from "msw";
import { describe, expect, it } from "vitest";
import { failure, fromReply, pending, route } from "../../../test/msw";
import { brief, estimate, turn } from "../testing/fixtures";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { AiWorkspace } from "./ai-workspace";

const reply = (response: string, complete = false) => turn(response, { brief: complete ? brief() : null });

async function setup(...routes: HttpHandler[]) {
  const api = serveAi(...routes);
  const user = userEvent.setup();
  const view = renderAiCreate(<AiWorkspace />);
  const input = await screen.findByRole("textbox", { name: "Your message" });
  const sendButton = screen.getByRole("button", { name: "Send message" });
  return { api, user, view, input, sendButton };
}

describe("AiWorkspace chat", () => {
  it("keeps Send disabled for blank or whitespace-only text", async () => {
    const { api, user, input, sendButton } = await setup();
    expect(sendButton).toBeDisabled();
    await user.type(input, "   ");
    expect(sendButton).toBeDisabled();
    await user.type(input, "{Enter}");
    await user.type(input, "\n \n");
    expect(sendButton).toBeDisabled();
    await user.type(input, "x");
    expect(sendButton).toBeEnabled();
    expect(api.count("POST", "/ai-content/discovery")).toBe(0);
  });

  it("sends on Enter, adds a line on Shift+Enter, and shows both sides as bubbles", async () => {
    const { api, user, input } = await setup(
      route("POST /ai-content/discovery", () => reply("Which level are you at?")),
    );
    await user.type(input, "Teach me{Shift>}{Enter}{/Shift}chemistry");
    expect(input).toHaveValue("Teach me\nchemistry");
    expect(api.count("POST", "/ai-content/discovery")).toBe(0);
    await user.keyboard("{Enter}");

    const log = await screen.findByRole("log", { name: "Conversation" });
    expect(await within(log).findByText("Which level are you at?")).toBeInTheDocument();
    expect(within(log).getByText(/Teach me\s+chemistry/)).toBeInTheDocument();
    expect(input).toHaveValue("");
    const posted = api.calls.find((c) => c.url === "/api/ai-content/discovery");
    expect(posted?.body).toEqual({ message: "Teach me\nchemistry", conversationHistory: [] });
  });

  it("sends the earlier turns as history and trims the message", async () => {
    let n = 0;
    const { api, user, input } = await setup(
      route("POST /ai-content/discovery", () => reply(n++ === 0 ? "Which level?" : "How many cards?")),
    );
    await user.type(input, "  Chemistry  {Enter}");
    await screen.findByText("Which level?");
    await user.type(input, "Beginner{Enter}");
    await screen.findByText("How many cards?");
    const bodies = api.calls.filter((c) => c.url === "/api/ai-content/discovery").map((c) => c.body);
    expect(bodies).toEqual([
      { message: "Chemistry", conversationHistory: [] },
      {
        message: "Beginner",
        conversationHistory: [
          { role: "user", content: "Chemistry" },
          { role: "assistant", content: "Which level?" },
        ],
      },
    ]);
  });

  it("shows a thinking indicator while the AI answers and blocks a second send", async () => {
    const { user, input, sendButton } = await setup(route("POST /ai-content/discovery", pending));
    await user.type(input, "Chemistry{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent("AI is thinking...");
    await user.type(input, "more");
    expect(sendButton).toBeDisabled();
  });

  it("renders the assistant's text as text, never as HTML", async () => {
    const { user, input } = await setup(
      route("POST /ai-content/discovery", () => reply('<img src=x onerror="alert(1)"><b>bold</b>')),
    );
    await user.type(input, "Hi{Enter}");
    const log = await screen.findByRole("log");
    expect(await within(log).findByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(log.querySelector("img")).toBeNull();
    expect(log.querySelector("b")).toBeNull();
  });

  it("puts a template's message in the box", async () => {
    const { user, input } = await setup();
    await user.click(await screen.findByRole("button", { name: "History period" }));
    expect(input).toHaveValue("I'd like a course on the French Revolution.");
    expect(input).toHaveFocus();
  });

  it("shows the server's message when a turn fails, else 'Failed to communicate with AI', and returns the text", async () => {
    let first = true;
    const { user, input } = await setup(
      route("POST /ai-content/discovery", () => {
        if (first) {
          first = false;
          return failure(502, "The AI provider is not answering. Try again in a minute.", "AI_ERROR");
        }
        return fromReply({ status: 500, body: null });
      }),
    );
    await user.type(input, "Chemistry{Enter}");
    expect(
      await screen.findByText("The AI provider is not answering. Try again in a minute."),
    ).toBeInTheDocument();
    expect(input).toHaveValue("Chemistry");
    expect(screen.queryByRole("log")).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Failed to communicate with AI")).toBeInTheDocument();
  });

  it("Start Over empties the conversation and brings the templates back", async () => {
    const { user, input } = await setup(route("POST /ai-content/discovery", () => reply("Which level?")));
    await user.type(input, "Chemistry{Enter}");
    await screen.findByText("Which level?");
    expect(screen.queryByRole("group", { name: "Templates" })).not.toBeInTheDocument();
    await user.type(input, "draft");
    await user.click(screen.getByRole("button", { name: "Start Over" }));
    expect(screen.queryByRole("log")).not.toBeInTheDocument();
    expect(screen.queryByText("Which level?")).not.toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(await screen.findByRole("group", { name: "Templates" })).toBeInTheDocument();
  });

  it("Start Over while the AI is answering drops that late answer", async () => {
    let answer: (r: ReturnType<typeof reply>) => void = () => undefined;
    const { user, input } = await setup(
      route("POST /ai-content/discovery", () => new Promise((resolve) => (answer = resolve))),
    );
    await user.type(input, "Chemistry{Enter}");
    await screen.findByText("AI is thinking...");
    await user.click(screen.getByRole("button", { name: "Start Over" }));
    expect(screen.queryByText("AI is thinking...")).not.toBeInTheDocument();
    answer(reply("Too late", true));
    await screen.findByRole("group", { name: "Templates" });
    await waitFor(() => expect(screen.queryByText("Too late")).not.toBeInTheDocument());
    expect(screen.queryByRole("heading", { name: "Ready to create your course" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });
});

describe("AiWorkspace summary", () => {
  it("shows the ready-to-create summary with the estimate when the reply is complete", async () => {
    const { api, user, input } = await setup(
      route("POST /ai-content/discovery", () => reply("Perfect, ready when you are!", true)),
    );
    await user.type(input, "French Revolution, beginner, 20 cards{Enter}");

    expect(await screen.findByRole("heading", { name: "Ready to create your course" })).toBeInTheDocument();
    const dl = screen.getByText("Topic").closest("dl") as HTMLElement;
    expect(within(dl).getByText("Topic").nextSibling).toHaveTextContent("The French Revolution");
    expect(within(dl).getByText("Language").nextSibling).toHaveTextContent("English");
    // What the learner may still change is a form, filled with the brief.
    expect(screen.getByRole("spinbutton", { name: "Card count" })).toHaveValue(20);
    expect(screen.getByRole("combobox", { name: "Knowledge level" })).toHaveValue("beginner");
    expect(screen.getByRole("textbox", { name: "Goal" })).toHaveValue("Pass my history exam");
    expect(screen.getByRole("textbox", { name: "Focus areas" })).toHaveValue("Causes, Key events");
    const est = await screen.findByRole("region", { name: "Estimate" });
    await waitFor(() => expect(est).toHaveTextContent("Estimated cost$0.3000"));
    expect(est).toHaveTextContent("Estimated time100-160 seconds");
    expect(
      api.calls.filter((c) => c.key === "GET /ai-content/estimate/:cardCount").map((c) => c.url),
    ).toEqual(["/api/ai-content/estimate/20"]);
    expect(screen.getByRole("button", { name: "Create Course" })).toBeEnabled();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start Over" }));
    expect(screen.queryByRole("heading", { name: "Ready to create your course" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("");
  });

  it("shows the estimate's warning", async () => {
    const { user, input } = await setup(
      route("POST /ai-content/discovery", () => turn("Ready!", { brief: brief({ cardCount: 150 }) })),
      route("GET /ai-content/estimate/:cardCount", () => ({
        data: estimate(150, { warning: "Large courses take longer and cost more." }),
      })),
    );
    await user.type(input, "Big course{Enter}");
    expect(await screen.findByRole("note")).toHaveTextContent("Large courses take longer and cost more.");
  });

  it("does not show a summary for a reply that is not complete", async () => {
    const { user, input } = await setup(
      route("POST /ai-content/discovery", () => turn("Almost there", { brief: brief(), isComplete: false })),
    );
    await user.type(input, "Chemistry{Enter}");
    await screen.findByText("Almost there");
    expect(screen.queryByRole("heading", { name: "Ready to create your course" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeInTheDocument();
  });
});
