import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, fromReply, type HandledRequest, type RouteReply, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCard } from "../testing/card-factory";
import { makeCourse } from "../testing/course-factory";
import { courseList } from "../testing/serve";
import { ManualCardFormView } from "./manual-card-form";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const myCourse = makeCourse({ id: "11111111-1111-4111-8111-111111111111", name: "Space", slug: "space" });
const generalKnowledge = makeCourse({
  id: "22222222-2222-4222-8222-222222222222",
  name: "General Knowledge",
  slug: "general-knowledge",
});

type Answer = RouteReply<"POST /courses/manual-card">;

/** GET /courses lists the user's courses; POST /courses/manual-card answers with `answer`. */
function serveForm(answer: () => Answer | Promise<Answer>) {
  return serve(
    route("GET /courses", () => courseList([myCourse, generalKnowledge])),
    route("POST /courses/manual-card", answer),
  );
}

const created = () =>
  answered("POST /courses/manual-card", 201, {
    data: { card: makeCard({ id: "x" }), course: { id: "gk", name: "General Knowledge" } },
  });

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Problem / Question *"), "2 + 2?");
  await user.type(screen.getByLabelText("Solution / Answer *"), "4");
}

const posted = (calls: HandledRequest[]) => calls.filter((c) => c.method === "POST");

describe("ManualCardFormView", () => {
  it("starts with the spec's defaults and names the target course on the button", async () => {
    serveForm(created);
    const user = userEvent.setup();
    renderPage(<ManualCardFormView />);
    expect(screen.getByLabelText("Topic *")).toHaveValue("General");
    expect(screen.getByLabelText("Level")).toHaveValue("Beginner");
    expect(screen.getByLabelText("Frequency")).toHaveValue("daily");
    expect(screen.getByRole("option", { name: "Multiple Choice" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Fill in the Blank" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Card to General Knowledge" })).toBeInTheDocument();
    // The user's own General Knowledge course is the default choice, not a second entry.
    await screen.findByRole("option", { name: "Space" });
    expect(screen.getAllByRole("option", { name: "General Knowledge" })).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText("Course"), "Space");
    expect(screen.getByRole("button", { name: "Add Card to Space" })).toBeInTheDocument();
  });

  it("drops empty mcq options and re-maps the correct answer; sends no empty explanations", async () => {
    const calls = serveForm(created);
    const user = userEvent.setup();
    renderPage(<ManualCardFormView />);
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText("Card Type"), "mcq");
    await user.type(screen.getByLabelText("Option A"), "3");
    await user.type(screen.getByLabelText("Option C"), "4");
    await user.type(screen.getByLabelText("Option D"), "5");
    await user.click(screen.getByLabelText("Option C is correct"));
    await user.click(screen.getByRole("button", { name: "Add Card to General Knowledge" }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ url: "/api/courses/manual-card" });
    expect(posted(calls)[0]?.body).toEqual({
      face: "2 + 2?",
      back: "4",
      topic: "General",
      level: "Beginner",
      type: "mcq",
      frequency: "daily",
      options: ["3", "4", "5"],
      answerIndex: 1,
    });
  });

  it("drops empty acceptable answers for cloze and sends filled explanations and the chosen course", async () => {
    const calls = serveForm(created);
    const user = userEvent.setup();
    renderPage(<ManualCardFormView />);
    await fillBasics(user);
    await screen.findByRole("option", { name: "Space" });
    await user.selectOptions(screen.getByLabelText("Course"), "Space");
    await user.selectOptions(screen.getByLabelText("Card Type"), "cloze");
    await user.type(screen.getByLabelText("Answer variant 1"), "four");
    await user.click(screen.getByRole("button", { name: "+ Add another answer variant" }));
    await user.click(screen.getByRole("button", { name: "+ Add another answer variant" }));
    await user.type(screen.getByLabelText("Answer variant 3"), "IV");
    await user.type(screen.getByLabelText("Explanation when correct (optional)"), "Yes");
    await user.click(screen.getByRole("button", { name: "Add Card to Space" }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    const body = posted(calls)[0]?.body as Record<string, unknown>;
    expect(body.acceptableAnswers).toEqual(["four", "IV"]);
    expect(body.explanationRight).toBe("Yes");
    expect(body).not.toHaveProperty("explanationWrong");
    expect(body).not.toHaveProperty("options");
    expect(body.courseId).toBe(myCourse.id);
  });

  it("reads 'Adding Card...' while pending, shows the success message for 3 s, then resets", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finish: (reply: Answer) => void = () => {};
    serveForm(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ManualCardFormView />);
    await fillBasics(user);
    await user.click(screen.getByRole("button", { name: "Add Card to General Knowledge" }));
    expect(await screen.findByRole("button", { name: "Adding Card..." })).toBeDisabled();
    await act(async () => finish(created()));
    expect(await screen.findByRole("status")).toHaveTextContent("Card added to General Knowledge!");
    expect(screen.getByLabelText("Problem / Question *")).toHaveValue("2 + 2?");
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Problem / Question *")).toHaveValue("");
    expect(screen.getByLabelText("Solution / Answer *")).toHaveValue("");
  });

  it("shows every problem at once without calling the server, and the server's message on failure", async () => {
    const calls = serveForm(() =>
      fromReply({
        status: 400,
        body: {
          error: {
            code: "VALIDATION_ERROR",
            message: "topic: is too long",
            fields: { topic: "is too long" },
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderPage(<ManualCardFormView />);
    await user.clear(screen.getByLabelText("Topic *"));
    await user.selectOptions(screen.getByLabelText("Card Type"), "mcq");
    await user.click(screen.getByRole("button", { name: "Add Card to General Knowledge" }));
    expect(await screen.findByText("Question is required")).toBeInTheDocument();
    expect(screen.getByText("Answer is required")).toBeInTheDocument();
    expect(screen.getByText("Topic is required")).toBeInTheDocument();
    expect(screen.getByText("A multiple-choice card needs at least 2 options")).toBeInTheDocument();
    expect(screen.getByText("Select the correct option")).toBeInTheDocument();
    expect(screen.getByText("Fix the highlighted fields (5).")).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("Card Type"), "basic");
    await user.type(screen.getByLabelText("Topic *"), "Maths");
    await fillBasics(user);
    await waitFor(() => expect(screen.queryByText(/Fix the highlighted fields/)).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Add Card to General Knowledge" }));
    expect(await screen.findByText("topic: is too long")).toBeInTheDocument();
    expect(screen.getByText("is too long")).toBeInTheDocument();
  });

  it("a stale 'Question is required' does not survive: it clears as soon as a question is typed", async () => {
    serveForm(created);
    const user = userEvent.setup();
    renderPage(<ManualCardFormView />);
    await user.click(screen.getByRole("button", { name: "Add Card to General Knowledge" }));
    expect(await screen.findByText("Question is required")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Card Type"), "cloze");
    expect(screen.getByText("Question is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Problem / Question *"), "Water boils at ___ °C");
    await waitFor(() => expect(screen.queryByText("Question is required")).not.toBeInTheDocument());
    expect(screen.getByText("Answer is required")).toBeInTheDocument();
  });

  it("keeps the MCQ answer and its correct option together", async () => {
    const calls = serveForm(created);
    const user = userEvent.setup();
    renderPage(<ManualCardFormView />);
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText("Card Type"), "mcq");
    await user.type(screen.getByLabelText("Option A"), "3");
    await user.type(screen.getByLabelText("Option B"), "4");
    // The answer "4" is option B's text: B is marked correct without a click.
    expect(screen.getByLabelText("Option B is correct")).toBeChecked();
    const answer = screen.getByLabelText("Solution / Answer *");
    await user.clear(answer);
    await user.type(answer, "3");
    expect(screen.getByLabelText("Option A is correct")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add Card to General Knowledge" }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({ back: "3", options: ["3", "4"], answerIndex: 0 });
  });
});
