import { DEFAULT_PREFS } from "@recall/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute, testUser } from "../../features/auth/testing";
import i18n, { LANGUAGE_STORAGE_KEY } from "../../lib/i18n";
import { useAuthStore } from "../../stores/auth-store";
import { failure, route, serve } from "../../test/msw";
import { AppHeader } from "./app-header";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const renderHeader = (path = "/dashboard") =>
  renderRoute(<AppHeader onLogout={() => undefined} loggingOut={false} />, { path, initialEntry: path });
// By role alone: its name ("Main") is translated too once the language switches.
const mainNav = () => screen.getAllByRole("navigation")[0]!;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  await i18n.changeLanguage("en");
});

describe("AppHeader", () => {
  it("shows the four tabs and highlights the current one", () => {
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderHeader("/courses/create");
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Learn", "/dashboard"],
      ["Browse", "/courses"],
      ["Create", "/courses/create"],
      ["Analyze", "/analytics"],
    ]);
    expect(within(mainNav()).getByRole("link", { name: "Create" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Browse" })).not.toHaveAttribute("aria-current");
  });

  it("toggles between English and the custom language and remembers the choice", async () => {
    useAuthStore.getState().setAuth(testUser({ prefs: { ...DEFAULT_PREFS, customLanguage: "de" } }), "tok");
    renderHeader();
    // The name begins with the visible code (WCAG 2.5.3 Label in Name).
    fireEvent.click(screen.getByRole("button", { name: "EN, Switch to Deutsch" }));
    expect(await within(mainNav()).findByRole("link", { name: "Lernen" })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    fireEvent.click(screen.getByRole("button", { name: "DE, Wechseln zu English" }));
    expect(await within(mainNav()).findByRole("link", { name: "Learn" })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("offers to pick a language when none is set, and saves the pick", async () => {
    useAuthStore.getState().setAuth(testUser(), "tok");
    const saved = testUser({ prefs: { ...DEFAULT_PREFS, customLanguage: "es" } });
    const calls = serve(route("PATCH /auth/me", () => ({ user: saved, data: { user: saved } })));
    renderHeader();
    expect(screen.queryByRole("button", { name: /Switch to/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Choose language" }));
    fireEvent.click(screen.getByRole("menuitemradio", { name: /Español/ }));
    // Said in the language just chosen.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("¡Preferencia de idioma actualizada!"));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      url: "/api/auth/me",
      body: { prefs: { customLanguage: "es" } },
    });
    expect(within(mainNav()).getByRole("link", { name: "Aprender" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ES, Cambiar a English" })).toBeInTheDocument();
  });

  it("reports a failed language save and switches the interface back (requirements S8 'Failed to update language preference')", async () => {
    useAuthStore.getState().setAuth(testUser(), "tok");
    serve(route("PATCH /auth/me", () => failure(500, "boom", "INTERNAL_ERROR")));
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Choose language" }));
    fireEvent.click(screen.getByRole("menuitemradio", { name: /Français/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to update language preference"));
    expect(within(mainNav()).getByRole("link", { name: "Learn" })).toBeInTheDocument();
    expect(i18n.language).toBe("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("says which languages are translated, and that others keep English text", async () => {
    useAuthStore.getState().setAuth(testUser(), "tok");
    const saved = testUser({ prefs: { ...DEFAULT_PREFS, customLanguage: "it" } });
    serve(route("PATCH /auth/me", () => ({ user: saved, data: { user: saved } })));
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Choose language" }));
    expect(screen.getByRole("menu", { name: "Choose language" })).toHaveAccessibleDescription(
      "Interface text is available in English, Deutsch, Español, Français, and Български. Other languages show English text with their own date and number formats.",
    );
    fireEvent.click(screen.getByRole("menuitemradio", { name: /Italiano/ }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Language preference updated!", {
        description:
          "Italiano has no interface translation yet: the text stays in English, dates and numbers follow Italiano.",
      }),
    );
    // The menu repeats it while the untranslated language is on.
    fireEvent.click(screen.getByRole("button", { name: "Choose language" }));
    expect(screen.getByRole("note")).toHaveTextContent("Italiano has no interface translation yet");
  });

  it("opens the settings dialog", () => {
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderHeader();
    fireEvent.click(screen.getAllByRole("button", { name: "Settings" })[0]!);
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeInTheDocument();
  });

  it("keeps focus in the settings dialog and gives it back to the Settings button", async () => {
    const user = userEvent.setup();
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderHeader();
    const settings = screen.getAllByRole("button", { name: "Settings" })[0]!;
    await user.click(settings);
    const dialog = screen.getByRole("dialog", { name: "Settings" });
    expect(within(dialog).getByRole("switch", { name: "UI Sounds" })).toHaveFocus();
    for (let i = 0; i < 20; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it("disables the sound samples when UI sounds are off", () => {
    useAuthStore.getState().setAuth(testUser({ prefs: { ...DEFAULT_PREFS, uiSounds: false } }), "tok");
    // No handler: the header fetches nothing here, and a request would fail the test (src/test/setup.ts).
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Sound test" }));
    const panel = screen.getByRole("region", { name: "Sound test" });
    expect(within(panel).getByText("UI sounds are turned off in Settings.")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Correct" })).toBeDisabled();
  });
});
