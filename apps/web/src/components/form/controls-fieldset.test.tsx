import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ControlsFieldset } from "./controls-fieldset";

const form = (
  <form>
    <ControlsFieldset>
      <input aria-label="Email" />
      <button type="submit">Log In</button>
    </ControlsFieldset>
  </form>
);

describe("ControlsFieldset", () => {
  it("is disabled in the prerendered HTML, so the bare form cannot be submitted before hydration", () => {
    expect(renderToString(form)).toMatch(/<fieldset disabled="" aria-busy="true"/);
  });

  it("is enabled in a page rendered in the browser", () => {
    render(form);
    expect(screen.getByRole("textbox", { name: "Email" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(screen.getByRole("group")).not.toHaveAttribute("aria-busy");
  });
});
