import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../../lib/i18n";
import * as sounds from "../../../../lib/sounds";
import { SandboxPanel, sandboxInput } from "./sandbox-panel";

const card = {
  id: "card-1",
  face: "A cell at 0.3 M is placed in 0.9 M salt water. What happens?",
  back: "Water leaves the cell, which shrinks",
  options: ["Water enters", "Water leaves the cell, which shrinks", "Solute diffuses in", "No net movement"],
  answerIndex: 1,
};
const osmosis = {
  module: "osmosis-sim",
  params: { insideConcentration: 0.3, outsideConcentration: 0.9 },
  scenarioByOption: ["swells", "shrinks", "solute-in", "no-change"],
  scenarioCorrect: "correct",
  scenarioWrong: "wrong",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("<SandboxPanel />", () => {
  it("requirements S7 sandbox run call: payload has the card, the choice, the correct answer and the scenario", () => {
    expect(sandboxInput({ sandbox: osmosis, card, choiceIndex: 0, isCorrect: false })).toEqual({
      cardId: "card-1",
      cardFace: card.face,
      choiceIndex: 0,
      choiceText: "Water enters",
      correctIndex: 1,
      correctText: "Water leaves the cell, which shrinks",
      isCorrect: false,
      params: osmosis.params,
      scenarioId: "swells",
    });
    const basic = sandboxInput({
      sandbox: { ...osmosis, scenarioByOption: undefined },
      card: { ...card, options: null, answerIndex: null },
      choiceIndex: null,
      isCorrect: true,
    });
    expect(basic).toMatchObject({
      choiceIndex: -1,
      choiceText: "",
      correctText: card.back,
      scenarioId: "correct",
    });
  });

  it("requirements S2 sandbox feedback panel: title, explanation and logs", () => {
    render(<SandboxPanel sandbox={osmosis} card={card} choiceIndex={1} isCorrect />);
    const panel = screen.getByRole("region", { name: "Sandbox" });
    expect(within(panel).getByRole("heading")).toHaveTextContent("Hypertonic solution: the cell shrinks");
    expect(panel).toHaveTextContent("Water moves by osmosis toward the higher solute concentration");
    const log = within(panel).getByRole("list", { name: "Sandbox log" });
    expect(within(log).getAllByRole("listitem")[0]).toHaveTextContent(
      "inside 0.30 mol/L, outside 0.90 mol/L",
    );
    expect(log).toHaveTextContent("scenario: shrinks");
    expect(within(panel).getByText("Cell volume over time")).toBeInTheDocument();
  });

  it("shows the simulation in the interface language, numbers and all", async () => {
    await i18n.changeLanguage("es");
    try {
      render(<SandboxPanel sandbox={osmosis} card={card} choiceIndex={1} isCorrect />);
      const panel = screen.getByRole("region", { name: "Zona de pruebas" });
      expect(within(panel).getByRole("heading")).toHaveTextContent(
        "Solución hipertónica: la célula se encoge",
      );
      const log = within(panel).getByRole("list", { name: "Registro de la zona de pruebas" });
      expect(within(log).getAllByRole("listitem")[0]).toHaveTextContent(
        "dentro 0,30 mol/L, fuera 0,90 mol/L: el exterior es hipertónico",
      );
      expect(within(panel).getByText("Volumen celular a lo largo del tiempo")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it('requirements S8 Sandbox failure: an unknown module shows "Sandbox failed to run." with an error log', () => {
    render(<SandboxPanel sandbox={{ module: "weather-sim" }} card={card} choiceIndex={1} isCorrect />);
    expect(screen.getByRole("heading")).toHaveTextContent("Sandbox failed to run.");
    expect(screen.getByRole("list", { name: "Sandbox log" })).toHaveTextContent(
      'error: unknown sandbox module "weather-sim"',
    );
  });

  it("requirements S8 Sandbox failure: a module that throws on its params", () => {
    render(
      <SandboxPanel
        sandbox={{ module: "interval-player", params: { rootMidi: 60 } }}
        card={card}
        choiceIndex={0}
        isCorrect={false}
      />,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("Sandbox failed to run.");
    expect(screen.getByRole("list", { name: "Sandbox log" })).toHaveTextContent(
      /error: params\.semitones must be/,
    );
  });

  it("interval-player: Play appears only with Web Audio and plays both notes, then together", () => {
    const sandbox = { module: "interval-player", params: { rootMidi: 60, semitones: 7 } };
    vi.stubGlobal("AudioContext", undefined);
    const { unmount } = render(<SandboxPanel sandbox={sandbox} card={card} choiceIndex={1} isCorrect />);
    expect(screen.queryByRole("button", { name: /Play/ })).not.toBeInTheDocument();
    unmount();

    vi.stubGlobal("AudioContext", vi.fn());
    const play = vi.spyOn(sounds, "playTones").mockReturnValue(true);
    render(<SandboxPanel sandbox={sandbox} card={card} choiceIndex={1} isCorrect />);
    fireEvent.click(screen.getByRole("button", { name: "Play C4 and G4" }));
    const [tones, options] = play.mock.calls[0]!;
    expect(options).toEqual({ enabled: true });
    expect(tones.map((t) => Math.round(t.frequency))).toEqual([262, 392, 262, 392]);
    expect(tones[2]!.start).toBe(tones[3]!.start);
  });
});
