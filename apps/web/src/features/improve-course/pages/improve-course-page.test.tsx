import { AI_MESSAGES } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "../../../lib/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCourse } from "../../courses/testing";
import { course, renderImprove, serveImprove } from "../testing/serve";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("Improve Course page (requirements C2)", () => {
  it("shows 'Improve Course: {course name}', the MCQ coverage to one decimal and the batch action", async () => {
    serveImprove();
    renderImprove();
    expect(await screen.findByRole("heading", { name: "Improve Course: Astronomy" })).toBeInTheDocument();
    expect(document.title).toBe("Improve Course: Astronomy · Recall");
    const coverage = await screen.findByRole("region", { name: "MCQ coverage" });
    expect(within(coverage).getByText("33.3%")).toBeInTheDocument();
    expect(within(coverage).getByText(/1 of 3 cards/)).toBeInTheDocument();
    expect(within(coverage).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33.3");
    expect(screen.getByRole("button", { name: "Generate All Missing (2)" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Batch Settings" })).toBeEnabled();
  });

  it("each row shows face, back, topic, level, the option count or 'No MCQ', and Generate MCQ or Regenerate", async () => {
    serveImprove();
    renderImprove();
    const mercury = await screen.findByRole("listitem", { name: "Which planet is closest to the Sun?" });
    expect(within(mercury).getByText("Mercury")).toBeInTheDocument();
    expect(within(mercury).getByText("Planets")).toBeInTheDocument();
    expect(within(mercury).getByText("L1")).toHaveAttribute("title", "Beginner");
    expect(within(mercury).getByText("No MCQ")).toBeInTheDocument();
    expect(within(mercury).getByRole("button", { name: "Generate MCQ" })).toBeEnabled();
    const jupiter = screen.getByRole("listitem", { name: "Pick the largest planet" });
    expect(within(jupiter).getByText("4 options")).toBeInTheDocument();
    expect(within(jupiter).getByText("L3")).toBeInTheDocument();
    expect(within(jupiter).getByRole("button", { name: "Regenerate" })).toBeEnabled();
  });

  it("filters with the tabs All Cards, Has MCQ and Needs MCQ", async () => {
    serveImprove();
    const user = userEvent.setup();
    renderImprove();
    const list = await screen.findByRole("list", { name: "Cards" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("tab", { name: "All Cards (3)" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Has MCQ (1)" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual(["Pick the largest planet"]);
    await user.click(screen.getByRole("tab", { name: "Needs MCQ (2)" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("tab", { name: "Needs MCQ (2)" })).toHaveAttribute("aria-selected", "true");
  });

  it("sends a non-owner to /courses with 'You do not have permission to edit this course' (requirements C6)", async () => {
    serveImprove({ course: makeCourse({ ...course, isOwner: false, isPublic: true }) });
    const view = renderImprove();
    expect(await screen.findByRole("heading", { name: "Browse page" })).toBeInTheDocument();
    expect(await screen.findByText("You do not have permission to edit this course")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/courses");
  });

  it("shows 'Course not found' for a missing course and for an id that is not one", async () => {
    serveImprove({
      course: { status: 404, body: { error: { code: "NOT_FOUND", message: "Course not found" } } },
    });
    renderImprove();
    expect(await screen.findByRole("heading", { name: "Course not found" })).toBeInTheDocument();
    cleanup();
    const { calls } = serveImprove();
    renderImprove({ courseId: "not-a-course" });
    expect(await screen.findByRole("heading", { name: "Course not found" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/api/courses"))).toEqual([]);
  });

  it("without an AI provider every generate control is disabled, with the server's message naming what to set", async () => {
    const message = "AI is not configured on this server. Set AI_PROVIDER, AI_MODEL and the provider's key.";
    serveImprove({ status: { configured: false, provider: null, model: null, message } });
    renderImprove();
    expect(await screen.findByText(`AI generation is not available: ${message}`)).toBeInTheDocument();
    const generate = screen.getAllByRole("button", { name: "Generate MCQ" })[0]!;
    await waitFor(() => expect(generate).toBeDisabled());
    expect(generate).toHaveAccessibleDescription(message);
    expect(screen.getByRole("button", { name: "Generate All Missing (2)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Regenerate" })).toBeDisabled();
  });

  it("asks to verify the email first (AI calls need it), with a resend action", async () => {
    const api = serveImprove();
    const u = userEvent.setup();
    renderImprove({ emailVerified: false, guidelinesAccepted: false });
    expect(await screen.findByText(AI_MESSAGES.emailNotVerified)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Content guidelines" })).not.toBeInTheDocument();
    const generate = screen.getAllByRole("button", { name: "Generate MCQ" })[0]!;
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      "Verify your email address (see above) to generate with AI.",
    );
    await u.click(screen.getByRole("button", { name: "Send a new link" }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.endsWith("/auth/resend-verification"))).toBe(true),
    );
  });

  it("asks for the content guidelines first when they are not accepted", async () => {
    serveImprove();
    renderImprove({ guidelinesAccepted: false });
    expect(await screen.findByRole("heading", { name: "Content guidelines" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Generate MCQ" })[0]).toBeDisabled();
    expect(screen.getAllByRole("button", { name: "Generate MCQ" })[0]).toHaveAccessibleDescription(
      "Accept the content guidelines above to generate with AI.",
    );
  });
});
