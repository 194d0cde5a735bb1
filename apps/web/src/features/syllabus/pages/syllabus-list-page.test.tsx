import { SYLLABUS_MESSAGES } from "@recall/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply } from "../../../test/render";
import { makeReport, renderList, SYLLABUS_ID, serveSyllabi, summaryOf } from "../testing/serve";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Syllabus list (requirements C2)", () => {
  it("has the header nav Dashboard, Courses, Syllabus and the page title", async () => {
    serveSyllabi();
    renderList();
    const nav = await screen.findByRole("navigation", { name: "Syllabus navigation" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(nav).getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
    expect(within(nav).getByRole("link", { name: "Syllabus" })).toHaveAttribute("aria-current", "page");
    expect(document.title).toBe("Syllabus · Recall");
  });

  it("shows 'No syllabi yet' when there are none", async () => {
    serveSyllabi();
    renderList();
    expect(await screen.findByText("No syllabi yet")).toBeInTheDocument();
  });

  it("lists each syllabus with main topic, description and progress", async () => {
    serveSyllabi({ syllabi: [summaryOf(makeReport(2))] });
    renderList();
    const item = await screen.findByRole("listitem", { name: "Optics" });
    expect(within(item).getByText("Light, lenses and colour.")).toBeInTheDocument();
    expect(within(item).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(within(item).getByText(/2 of 5 subtopics completed/)).toBeInTheDocument();
    expect(within(item).getByRole("link")).toHaveAttribute("href", `/syllabus/${SYLLABUS_ID}`);
  });

  it("Create Syllabus: topic and card count (default 100, 20-500 step 10); creating goes to /syllabus/{indexId}", async () => {
    const { calls } = serveSyllabi();
    const user = userEvent.setup();
    const view = renderList();
    await user.click(await screen.findByRole("button", { name: "Create Syllabus" }));
    const dialog = screen.getByRole("dialog", { name: "Create Syllabus" });
    const count = within(dialog).getByLabelText("Number of cards");
    expect(count).toHaveValue(100);
    expect(count).toHaveAttribute("min", "20");
    expect(count).toHaveAttribute("max", "500");
    expect(count).toHaveAttribute("step", "10");
    await user.type(within(dialog).getByLabelText("Topic"), "Optics");
    await user.click(within(dialog).getByRole("button", { name: "Create Syllabus" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/syllabus/${SYLLABUS_ID}`));
    expect(calls.find((c) => c.url === "/api/ai-content/syllabus/generate")?.body).toEqual({
      topic: "Optics",
      targetCardCount: 100,
    });
  });

  it("Your material: the dialog offers the picker, and the syllabus is created from the pasted notes", async () => {
    const notes = "Light travels in straight lines and bends when it enters glass or water. ".repeat(3);
    const material = {
      id: "dddddddd-0000-4000-8000-000000000002",
      title: "Optics notes",
      source: "text" as const,
      charCount: notes.trim().length,
      passageCount: 1,
      preview: notes.slice(0, 80),
      createdAt: "2026-11-23T10:00:00.000Z",
    };
    const { calls } = serveSyllabi({ material });
    const user = userEvent.setup();
    const view = renderList();
    await user.click(await screen.findByRole("button", { name: "Create Syllabus" }));
    const dialog = screen.getByRole("dialog", { name: "Create Syllabus" });
    const region = within(dialog).getByRole("region", { name: "Your material" });
    expect(within(region).getByLabelText(/Choose a file/)).toHaveAttribute("type", "file");
    fireEvent.change(within(region).getByRole("textbox", { name: "Paste your notes" }), {
      target: { value: notes },
    });
    await user.click(within(region).getByRole("button", { name: "Use this text" }));
    expect(
      await within(dialog).findByText("Cards will be written from your material: Optics notes"),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/ai-content/syllabus/generate")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Topic"), "Optics");
    await user.click(within(dialog).getByRole("button", { name: "Create Syllabus" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/syllabus/${SYLLABUS_ID}`));
    expect(calls.find((c) => c.url === "/api/ai-content/syllabus/generate")?.body).toEqual({
      topic: "Optics",
      targetCardCount: 100,
      materialId: material.id,
    });
  });

  it("'Please enter a topic' and the card count rules, all at once, before any call (requirements C5)", async () => {
    const { calls } = serveSyllabi();
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole("button", { name: "Create Syllabus" }));
    const dialog = screen.getByRole("dialog", { name: "Create Syllabus" });
    const count = within(dialog).getByLabelText("Number of cards");
    await user.clear(count);
    await user.type(count, "15");
    await user.click(within(dialog).getByRole("button", { name: "Create Syllabus" }));
    expect(await within(dialog).findByText(SYLLABUS_MESSAGES.topicRequired)).toBeInTheDocument();
    expect(within(dialog).getByText("Card count must be at least 20")).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, "105");
    expect(await within(dialog).findByText("Card count must be a multiple of 10")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/generate"))).toBe(false);
  });

  it("a failed creation shows the server's message or 'Failed to create syllabus' (requirements C8)", async () => {
    serveSyllabi({ create: () => ({ status: 502, body: {} }) });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole("button", { name: "Create Syllabus" }));
    const dialog = screen.getByRole("dialog", { name: "Create Syllabus" });
    await user.type(within(dialog).getByLabelText("Topic"), "Optics");
    await user.click(within(dialog).getByRole("button", { name: "Create Syllabus" }));
    expect(await screen.findAllByText(SYLLABUS_MESSAGES.createFailed)).not.toHaveLength(0);
  });

  it("over budget: the requirements C8 message", async () => {
    const message = "You have exceeded your monthly AI budget. It will reset next month.";
    serveSyllabi({ create: () => errorReply(402, message, "BUDGET_EXCEEDED") });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole("button", { name: "Create Syllabus" }));
    const dialog = screen.getByRole("dialog", { name: "Create Syllabus" });
    await user.type(within(dialog).getByLabelText("Topic"), "Optics");
    await user.click(within(dialog).getByRole("button", { name: "Create Syllabus" }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
  });

  it("asks for the content guidelines first when they are not accepted", async () => {
    serveSyllabi();
    const user = userEvent.setup();
    renderList({ guidelinesAccepted: false });
    await user.click(await screen.findByRole("button", { name: "Create Syllabus" }));
    const dialog = screen.getByRole("dialog", { name: "Create Syllabus" });
    expect(within(dialog).getByRole("heading", { name: "Content guidelines" })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Topic")).toBeNull();
  });
});
