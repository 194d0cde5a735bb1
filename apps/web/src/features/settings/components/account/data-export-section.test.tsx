import type { DataExportResponse, DataExportStatus } from "@recall/shared";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../../stores/auth-store";
import { answered, route, serve } from "../../../../test/msw";
import { renderRoute, testUser } from "../../../auth/testing";
import { DataExportSection } from "./data-export-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = "33333333-3333-4333-8333-333333333333";
const status = (
  state: DataExportStatus["state"],
  done: number,
  size: number | null = null,
): DataExportResponse => ({
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
    // The download is a file, not a route of API_ROUTES: a plain MSW handler keeps the request to check it.
    const downloads: Request[] = [];
    const calls = serve(
      route("POST /me/export", () => answered("POST /me/export", 202, status("queued", 0))),
      route("GET /me/export/:id", () => {
        polls += 1;
        return polls === 1 ? status("running", 1) : status("completed", 2, 1234);
      }),
      http.get(`*/api/me/export/${ID}/download`, ({ request }) => {
        downloads.push(request);
        return new HttpResponse("PK-zip-bytes", { headers: { "content-type": "application/zip" } });
      }),
    );
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
    expect(calls.map((c) => `${c.method} ${c.url}`).slice(0, 2)).toEqual([
      "POST /api/me/export",
      `GET /api/me/export/${ID}`,
    ]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.method).toBe("GET");
    expect(downloads[0]!.headers.get("authorization")).toBe("Bearer tok");
    // The saved file is the bytes the server sent (a Node Blob under jsdom, hence no instanceof).
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].size).toBe("PK-zip-bytes".length);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("recall-data-2026-11-27.zip");
  }, 10_000);

  it("shows why the export failed", async () => {
    serve(
      route("POST /me/export", () => answered("POST /me/export", 202, status("queued", 0))),
      route("GET /me/export/:id", () => ({
        data: { ...status("failed", 0).data, error: "The export failed. Please try again." },
      })),
    );
    renderRoute(<DataExportSection />, { path: "/settings/account" });
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Export my data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The export failed. Please try again.");
    expect(screen.getByRole("button", { name: "Export my data" })).toBeEnabled();
  });
});
