import type { Course } from "@recall/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as analytics from "../../../lib/analytics";
import {
  answered,
  failure,
  fromReply,
  type RouteReply,
  type RouteRequest,
  route,
  serve,
} from "../../../test/msw";
import { mergeStudyCourses } from "../api/study-courses";
import { basicCard, SESSION_ID } from "../hooks/session-fixtures";
import { renderStartPage, serveSession, sessionSummary, signIn } from "./session-test-utils";

const course = (id: string, name: string, patch: Partial<Course> = {}): Course => ({
  id,
  ownerId: "user-1",
  ownerName: "Ada",
  isOwner: true,
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  description: "",
  topics: [],
  levels: [],
  config: { defaultFrequency: "daily", cardsPerSession: 15 },
  isActive: true,
  isPublic: false,
  cardCount: 3,
  source: "upload",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...patch,
});

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const C = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const own = [course(A, "Astronomy"), course(B, "Biology", { isPublic: true })];
const shared = [
  course(B, "Biology", { isPublic: true }),
  course(C, "Chemistry", { isOwner: false, ownerId: "u2", ownerName: "Grace", isPublic: true }),
];

const list = (courses: Course[]) => ({ data: { courses, total: courses.length, offset: 0 } });

/** Serves the course lists, the session routes and (when given) the start of a session. */
function server(
  start?: (request: RouteRequest<"POST /sessions/start">) => RouteReply<"POST /sessions/start">,
) {
  const api = serveSession();
  serve(
    route("GET /courses", () => list(own)),
    route("GET /courses/public", () => list(shared)),
    ...(start ? [route("POST /sessions/start", start)] : []),
  );
  return api;
}

/** The session started: one card, whatever was asked for. */
const started = ({ body }: RouteRequest<"POST /sessions/start">) =>
  answered("POST /sessions/start", 201, {
    data: {
      session: sessionSummary({
        courseIds: body.courseIds,
        plannedCards: body.plannedCards ?? 15,
        totalCards: 1,
      }),
      cards: [basicCard],
    },
  });

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

describe("start session page", () => {
  it("lists own and public active courses once each, marking other users' courses as Shared", async () => {
    const api = server();
    renderStartPage();
    expect(await screen.findByRole("checkbox", { name: /Astronomy/ })).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(["/api/courses?isActive=true", "/api/courses/public?isActive=true&limit=100"]),
    );
    expect(screen.getAllByRole("checkbox", { name: /Biology/ })).toHaveLength(1);
    expect(screen.getByRole("checkbox", { name: /Chemistry/ })).toHaveAccessibleName(/Shared/);
    expect(screen.getByRole("checkbox", { name: /Astronomy/ })).not.toHaveAccessibleName(/Shared/);
  });

  it("needs a course; Select all ticks them all; the slider runs 5 to 50 in steps of 5 from 15", async () => {
    server();
    const user = userEvent.setup();
    renderStartPage();
    const startButton = await screen.findByRole("button", { name: /Start Session/ });
    expect(startButton).toBeDisabled();
    const slider = screen.getByRole("slider", { name: "Number of cards" });
    expect(slider).toHaveAttribute("min", "5");
    expect(slider).toHaveAttribute("max", "50");
    expect(slider).toHaveAttribute("step", "5");
    expect(slider).toHaveValue("15");
    await user.click(await screen.findByRole("checkbox", { name: "Select all" }));
    expect(screen.getAllByRole("checkbox").every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(startButton).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(startButton).toBeDisabled();
  });

  it("starts the session and opens it with the cards as navigation state", async () => {
    const api = server(started);
    const track = vi.spyOn(analytics, "trackEvent");
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: () => true }));
    const user = userEvent.setup();
    const { router } = renderStartPage();
    await user.click(await screen.findByRole("checkbox", { name: /Chemistry/ }));
    await user.click(screen.getByRole("button", { name: /Start Session/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${SESSION_ID}`));
    expect(api.to("/sessions/start")[0]?.body).toEqual({ courseIds: [C], plannedCards: 15 });
    // sonner keeps toasts across renders, so an earlier test's toast may still be on screen.
    expect((await screen.findAllByText("Session started!")).length).toBeGreaterThan(0);
    expect(track).toHaveBeenCalledWith("session-start", expect.objectContaining({ sessionId: SESSION_ID }));
    expect(await screen.findByText("Card 1 of 1")).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("says before it starts, and when it starts, that the courses have fewer cards than chosen", async () => {
    server(started);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: () => true }));
    const user = userEvent.setup();
    renderStartPage();
    await user.click(await screen.findByRole("checkbox", { name: /Astronomy/ }));
    expect(
      screen.getByText("The selected course has 3 cards, so this session will have 3 instead of 15."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Biology/ }));
    expect(
      screen.getByText("The selected courses have 6 cards, so this session will have 6 instead of 15."),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole("slider", { name: "Number of cards" }), { target: { value: "5" } });
    expect(screen.queryByText(/so this session will have/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole("slider", { name: "Number of cards" }), { target: { value: "10" } });
    await user.click(screen.getByRole("button", { name: /Start Session/ }));
    expect(
      await screen.findByText("Only 1 card to study, so this session has 1 of the 10 you chose."),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Session started!").length).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });

  it("shows the server's message when the start fails, else the fallback", async () => {
    let reply = () => failure(400, "No cards here");
    server(() => reply());
    const user = userEvent.setup();
    renderStartPage();
    await user.click(await screen.findByRole("checkbox", { name: /Astronomy/ }));
    await user.click(screen.getByRole("button", { name: /Start Session/ }));
    expect(await screen.findByText("No cards here")).toBeInTheDocument();
    reply = () => fromReply({ status: 502, body: {} });
    const startButton = screen.getByRole("button", { name: /Start Session/ });
    await waitFor(() => expect(startButton).toBeEnabled());
    await user.click(startButton);
    expect(await screen.findByText("Failed to start session")).toBeInTheDocument();
  });
});

describe("mergeStudyCourses", () => {
  it("keeps own courses first and drops public duplicates", () => {
    expect(mergeStudyCourses(own, shared).map((c) => c.name)).toEqual(["Astronomy", "Biology", "Chemistry"]);
  });
});
