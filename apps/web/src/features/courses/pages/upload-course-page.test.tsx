import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, failure, fromReply, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCourse } from "../testing/course-factory";
import { UploadCoursePage } from "./upload-course-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup() {
  const user = userEvent.setup();
  const view = renderPage(<UploadCoursePage />, {
    path: "/courses/upload",
    routes: [{ path: "/courses", element: <h1>Browse page</h1> }],
  });
  const textarea = screen.getByLabelText("Course JSON");
  const validate = screen.getByRole("button", { name: "Validate JSON" });
  const upload = screen.getByRole("button", { name: "Upload Course" });
  // Pasting: typing JSON braces through user-event would need escaping.
  const paste = (text: string) => fireEvent.change(textarea, { target: { value: text } });
  return { user, view, textarea, validate, upload, paste };
}

const course = (patch: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: "Tiny",
    slug: "tiny",
    topics: [],
    levels: [],
    cards: [{ face: "Q", back: "A", topic: "T", level: "Beginner" }],
    ...patch,
  });

describe("UploadCoursePage", () => {
  it("disables Validate while the text is blank and Upload until a validation succeeds", async () => {
    const { validate, upload, paste } = setup();
    expect(validate).toBeDisabled();
    expect(upload).toBeDisabled();
    paste("   ");
    expect(validate).toBeDisabled();
    paste(course());
    expect(validate).toBeEnabled();
    expect(upload).toBeDisabled();
  });

  it("shows 'Invalid JSON format' for text that does not parse", async () => {
    const { user, validate, upload, paste } = setup();
    paste("{ not json");
    await user.click(validate);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid JSON format");
    expect(upload).toBeDisabled();
  });

  it.each([
    [{ name: undefined }, 'Missing "name" field'],
    [{ slug: "" }, 'Missing "slug" field'],
    [{ topics: "Space" }, 'Missing or invalid "topics" field'],
    [{ levels: null }, 'Missing or invalid "levels" field'],
    [{ cards: {} }, 'Missing or invalid "cards" field'],
    [{ cards: [] }, "At least one card is required"],
    [
      { cards: [{ face: "Q", back: "A", topic: "T" }] },
      "Cards must have face, back, topic, and level fields",
    ],
  ])("shows the spec's message for %j", async (patch, message) => {
    const { user, validate, upload, paste } = setup();
    paste(course(patch));
    await user.click(validate);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(upload).toBeDisabled();
  });

  it("enables Upload after a successful validation, and editing the text disables it again", async () => {
    const { user, validate, upload, textarea } = setup();
    await user.click(screen.getByRole("button", { name: "Load Example" }));
    expect((textarea as HTMLTextAreaElement).value).toContain('"cardsPerSession": 15');
    await user.click(validate);
    expect(screen.getByRole("status")).toHaveTextContent('Valid course "Intro to Astronomy" with 3 cards');
    expect(upload).toBeEnabled();
    await user.type(textarea, " ");
    expect(upload).toBeDisabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("uploads, toasts the spec's message and goes to /courses", async () => {
    const calls = serve(
      route("POST /courses/upload", () =>
        answered("POST /courses/upload", 201, {
          data: { course: makeCourse({ id: "c1", name: "Tiny", slug: "tiny" }), cardCount: 1 },
        }),
      ),
    );
    const { user, validate, upload, paste, view } = setup();
    paste(course());
    await user.click(validate);
    await user.click(upload);
    expect(await screen.findByText('Course "Tiny" uploaded with 1 card!')).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Browse page" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/courses");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/courses/upload",
      body: { name: "Tiny", slug: "tiny" },
    });
  });

  it("shows the server's message when the upload fails, else 'Failed to upload course'", async () => {
    let status = 409;
    serve(
      route("POST /courses/upload", () =>
        status === 409
          ? failure(status, 'You already have a course with slug "tiny"', "CONFLICT")
          : fromReply({ status, body: null }),
      ),
    );
    const { user, validate, upload, paste } = setup();
    paste(course());
    await user.click(validate);
    await user.click(upload);
    expect(await screen.findByText('You already have a course with slug "tiny"')).toBeInTheDocument();
    status = 500;
    await user.click(upload);
    await waitFor(() => expect(screen.getByText("Failed to upload course")).toBeInTheDocument());
  });
});
