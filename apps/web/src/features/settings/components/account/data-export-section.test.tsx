import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../../stores/auth-store";
import { jsonResponse, mockFetch, renderRoute, testUser } from "../../../auth/testing";
import { DataExportSection } from "./data-export-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = "33333333-3333-4333-8333-333333333333";
const status = (state: string, done: number, size: number | null = null) => ({
  data: {
    id: ID,
    state,
    progress: { done, total: 2 },
    size,
    error: null,
    createdAt: "2026-11-27T10:00:00.000Z",
  },
});

beforeEach(() => useAuthStore.getState().setAuth(testUser(), "tok"));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
});

describe("Settings → Account: Export my data", () => {
  it("starts the job, shows its progress while polling, then downloads the zip with the token", async () => {
    let polls = 0;
    const { calls } = mockFetch((call) => {
      if (call.method === "POST" && call.url === "/api/me/export")
        return jsonResponse(202, status("queued", 0));
      if (call.url === `/api/me/export/${ID}`) {
        polls += 1;
        return jsonResponse(200, polls === 1 ? status("running", 1) : status("completed", 2, 1234));
      }
      if (call.url === `/api/me/export/${ID}/download`)
        return new Response("PK-zip-bytes", {
          status: 200,
          headers: { "content-type": "application/zip" },
        });
      return jsonResponse(404, { error: { code: "NOT_FOUND", message: "no" } });
    });
    const createObjectURL = vi.fn(() => "blob:export");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoute(<DataExportSection />, { path: "/settings/account" });
    const user = userEvent.setup({ delay: null });

    expect(screen.queryByRole("button", { name: "Download" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Export my data" }));
    expect(await screen.findByRole("status")).toHaveTextContent("1 of 2 courses done");
    expect(screen.getByRole("button", { name: "Export my data" })).toBeDisabled();

    // The next poll (2 s later) finds it completed.
    const download = await screen.findByRole("button", { name: "Download" }, { timeout: 5_000 });
    expect(screen.queryByRole("status")).toBeNull();
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = calls.find((c) => c.url === `/api/me/export/${ID}/download`);
    expect(request?.method).toBe("GET");
    // The saved file is the bytes the server sent (a Node Blob under jsdom, hence no instanceof).
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].size).toBe("PK-zip-bytes".length);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("recall-data-2026-11-27.zip");
  }, 10_000);

  it("shows why the export failed", async () => {
    mockFetch((call) =>
      call.method === "POST"
        ? jsonResponse(202, status("queued", 0))
        : jsonResponse(200, {
            data: { ...status("failed", 0).data, error: "The export failed. Please try again." },
          }),
    );
    renderRoute(<DataExportSection />, { path: "/settings/account" });
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Export my data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The export failed. Please try again.");
    expect(screen.getByRole("button", { name: "Export my data" })).toBeEnabled();
  });
});
