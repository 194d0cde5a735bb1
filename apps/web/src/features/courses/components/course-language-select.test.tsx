import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCourse } from "../testing/course-factory";
import { CourseLanguageSelect } from "./course-language-select";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the course's card language (read aloud)", () => {
  it("shows the app's language by default; choosing one saves config.language", async () => {
    const course = makeCourse({ name: "Spanish verbs" });
    const calls = serve(route("PATCH /courses/:id", () => ({ data: { course } })));
    const user = userEvent.setup();
    renderPage(<CourseLanguageSelect course={course} />);
    const select = screen.getByLabelText("Cards are written in");
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Español (Spanish)" })).toBeInTheDocument();

    await user.selectOptions(select, "es");
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: `/api/courses/${course.id}`,
      body: { config: { language: "es" } },
    });
    expect(await screen.findByText("Course updated successfully!")).toBeInTheDocument();
  });

  it("clears the language with the learner's app language", async () => {
    const course = makeCourse({ config: { defaultFrequency: "daily", cardsPerSession: 15, language: "de" } });
    const calls = serve(route("PATCH /courses/:id", () => ({ data: { course } })));
    const user = userEvent.setup();
    renderPage(<CourseLanguageSelect course={course} />);
    const select = screen.getByLabelText("Cards are written in");
    expect(select).toHaveValue("de");
    await user.selectOptions(select, "");
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ config: { language: null } });
  });
});
