import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCard } from "../testing/card-factory";
import { aiStatusRoute } from "../testing/serve";
import { CONCEPTS_SHOWN, RelatedConcepts } from "./related-concepts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COURSE = "11111111-0000-4000-8000-000000000001";
const titles = Array.from({ length: 7 }, (_, i) => `Concept ${i + 1}`);
const cards = [
  makeCard({
    courseId: COURSE,
    relatedConcepts: titles.map((title, i) => ({ title, teaser: "", cardIds: i === 0 ? ["x"] : [] })),
  }),
];

function setup(isOwner: boolean) {
  serve(
    aiStatusRoute(),
    route("GET /courses/:id/cards", () => ({ data: { cards, total: cards.length } })),
  );
  renderPage(<RelatedConcepts courseId={COURSE} courseName="Botany" isOwner={isOwner} />);
  return userEvent.setup();
}

describe("RelatedConcepts on a browse card (requirements C2)", () => {
  it("shows the first few with a 'show all' toggle; Generate Card and 'Generate All N Cards' for the owner", async () => {
    const user = setup(true);
    await user.click(screen.getByRole("button", { name: "Related concepts" }));
    const region = await screen.findByRole("region", { name: "Related concepts of Botany" });
    expect(await within(region).findAllByRole("listitem")).toHaveLength(CONCEPTS_SHOWN);
    await user.click(within(region).getByRole("button", { name: "Show all 7" }));
    expect(within(region).getAllByRole("listitem")).toHaveLength(7);
    expect(within(region).getByText("Has card")).toBeInTheDocument();
    expect(within(region).getAllByRole("button", { name: /^Generate Card: / })).toHaveLength(6);
    await user.click(within(region).getByRole("button", { name: "Generate All 6 Cards" }));
    expect(screen.getByRole("dialog", { name: "Generate 6 Related Cards" })).toHaveTextContent(
      "Estimated cost: $0.0900 · Estimated time: 36-48 seconds",
    );
  });

  it("non-owners see the concepts without generate actions", async () => {
    const user = setup(false);
    await user.click(screen.getByRole("button", { name: "Related concepts" }));
    const region = await screen.findByRole("region", { name: "Related concepts of Botany" });
    await within(region).findAllByRole("listitem");
    expect(within(region).queryByRole("button", { name: /Generate/ })).not.toBeInTheDocument();
  });
});
