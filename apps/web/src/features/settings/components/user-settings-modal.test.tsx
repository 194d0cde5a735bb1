import { PREF_LIMITS } from "@recall/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { useAuthStore } from "../../../stores/auth-store";
import { failure, pending, route, serve } from "../../../test/msw";
import { testUser } from "../../auth/testing";
import { UserSettingsModal } from "./user-settings-modal";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <button type="button">Outside</button>
        <UserSettingsModal open onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole("dialog", { name: "Settings" }) };
}

const slider = (name: string) => screen.getByRole("slider", { name });

beforeEach(() => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  await i18n.changeLanguage("en");
});

describe("UserSettingsModal", () => {
  it("renders nothing when closed", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserSettingsModal open={false} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers the spec's ranges and languages, starting from the saved values", () => {
    renderModal();
    expect(slider("Glossary Terms")).toHaveAttribute("min", "1");
    expect(slider("Glossary Terms")).toHaveAttribute("max", "20");
    expect(slider("Glossary Terms")).toHaveValue(String(PREF_LIMITS.glossaryTermCount.default));
    expect(slider("MCQ Delay")).toHaveAttribute("min", "1");
    expect(slider("MCQ Delay")).toHaveAttribute("max", "10");
    expect(slider("MCQ Delay")).toHaveAttribute("aria-valuetext", "3 s");
    expect(slider("MCQ Frequency")).toHaveAttribute("min", "0");
    expect(slider("MCQ Frequency")).toHaveAttribute("max", "100");
    expect(screen.getByRole("switch", { name: "UI Sounds" })).toHaveAttribute("aria-checked", "true");
    const language = screen.getByRole("combobox", { name: "Custom Language" });
    expect(
      within(language)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["English (default)", "German", "Spanish", "French", "Bulgarian"]);
    expect(language).toHaveValue("");
    expect(screen.getByLabelText("Display name")).toHaveValue("Ada");
    expect(screen.getByRole("combobox", { name: "Timezone" })).toHaveValue("Europe/Berlin");
    expect(screen.getByLabelText("Daily sessions")).toHaveValue(1);
    expect(screen.getByLabelText("Session length")).toHaveValue(15);
  });

  it("says that a kept language without translations shows English text", () => {
    useAuthStore
      .getState()
      .setAuth(testUser({ prefs: { ...testUser().prefs, customLanguage: "it" } }), "tok");
    renderModal();
    const language = screen.getByRole("combobox", { name: "Custom Language" });
    expect(language).toHaveValue("it");
    const note = /Italian has no interface translation yet: the text stays in English/;
    expect(screen.getByText(note)).toBeInTheDocument();
    fireEvent.change(language, { target: { value: "de" } });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it("closes on Escape", () => {
    const { onClose } = renderModal();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on Cancel", () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on an outside click only once 100 ms have passed", () => {
    vi.useFakeTimers();
    const { onClose, dialog } = renderModal();
    fireEvent.mouseDown(screen.getByRole("button", { name: "Outside" }));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole("button", { name: "Outside" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows Saving... while pending and sends the full prefs", async () => {
    const calls = serve(route("PATCH /auth/me", pending));
    renderModal();
    fireEvent.change(slider("MCQ Delay"), { target: { value: "7" } });
    fireEvent.change(slider("Glossary Terms"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("switch", { name: "UI Sounds" }));
    const autoRead = screen.getByRole("switch", { name: "Read Cards Aloud" });
    expect(autoRead).toHaveAttribute("aria-checked", "false");
    fireEvent.click(autoRead);
    fireEvent.change(screen.getByLabelText("Display name"), { target: { value: "  Ada L.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    const { method, url, body } = calls[0]!;
    expect({ method, url, body }).toEqual({
      method: "PATCH",
      url: "/api/auth/me",
      body: {
        displayName: "Ada L.",
        timezone: "Europe/Berlin",
        prefs: {
          uiSounds: false,
          autoRead: true,
          customLanguage: null,
          glossaryTermCount: 12,
          mcqDelay: 7,
          mcqPreference: 50,
          dailySessions: 1,
          sessionLengthMin: 15,
        },
      },
    });
  });

  it("saves, updates the user, switches to a translated custom language and closes", async () => {
    const saved = testUser({ prefs: { ...testUser().prefs, customLanguage: "de", mcqPreference: 80 } });
    serve(route("PATCH /auth/me", () => ({ user: saved, data: { user: saved } })));
    const { onClose } = renderModal();
    fireEvent.change(screen.getByRole("combobox", { name: "Custom Language" }), { target: { value: "de" } });
    fireEvent.change(slider("MCQ Frequency"), { target: { value: "80" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith("Settings saved successfully!");
    expect(useAuthStore.getState().user?.prefs).toMatchObject({ customLanguage: "de", mcqPreference: 80 });
    // The switch happens once German's catalogs have loaded (lib/i18n.ts applyLanguage).
    await waitFor(() => expect(i18n.language).toBe("de"));
  });

  it("toasts the server's message and stays open when saving fails", async () => {
    serve(
      route("PATCH /auth/me", () =>
        failure(400, "timezone: must be a valid IANA time zone", "VALIDATION_ERROR"),
      ),
    );
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("timezone: must be a valid IANA time zone"));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });

  it("checks daily sessions and session length before saving", async () => {
    // No handler: a request would fail the test (src/test/setup.ts); the list says none was answered either.
    const calls = serve();
    renderModal();
    fireEvent.change(screen.getByLabelText("Daily sessions"), { target: { value: "25" } });
    fireEvent.change(screen.getByLabelText("Session length"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    // The shared rule's messages (UserPrefs), both at once.
    expect(await screen.findByText("must be at most 20")).toBeInTheDocument();
    expect(screen.getByText("must be a number")).toBeInTheDocument();
    expect(screen.getByLabelText("Daily sessions")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });
});
