import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { canEstimate } from "../lib/limits";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { CostEstimate } from "./cost-estimate";

describe("cost estimate", () => {
  it.each([10, 55, 200])("is fetched for %i cards and shown to 4 decimals", async (cards) => {
    const api = serveAi();
    renderAiCreate(<CostEstimate cardCount={cards} />);
    expect(await screen.findByText(`$${(cards * 0.015).toFixed(4)}`)).toBeInTheDocument();
    expect(screen.getByText(`${cards * 5}-${cards * 8} seconds`)).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual([`/api/ai-content/estimate/${cards}`]);
  });

  it.each([0, 9, 201, 500])("is not fetched for %i cards", async (cards) => {
    const api = serveAi();
    renderAiCreate(<CostEstimate cardCount={cards} />);
    expect(await screen.findByText("Estimates are available for 10 to 200 cards.")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("accepts whole numbers from 10 to 200 only", () => {
    expect([9, 10, 200, 201, 10.5, Number.NaN, null, undefined].map(canEstimate)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
