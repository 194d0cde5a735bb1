import { describe, expect, it, vi } from "vitest";
import { clearPrivateCaches } from "./clear-private-caches";
import { registerServiceWorker, registerServiceWorkerWhenIdle } from "./register-service-worker";

const registration = { scope: "/" } as ServiceWorkerRegistration;

describe("registerServiceWorker", () => {
  it("registers /sw.js for the whole site in a production build", async () => {
    const register = vi.fn().mockResolvedValue(registration);
    expect(await registerServiceWorker({ register }, true)).toBe(registration);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("does nothing in development (no sw.js there) or where the browser has no service workers", async () => {
    const register = vi.fn().mockResolvedValue(registration);
    expect(await registerServiceWorker({ register }, false)).toBeNull();
    expect(await registerServiceWorker(undefined, true)).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it("is a no-op under test by default (jsdom has no navigator.serviceWorker, and the build is not production)", async () => {
    expect(await registerServiceWorker()).toBeNull();
  });

  it("lets the app run online when the browser refuses the worker", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const register = vi.fn().mockRejectedValue(new DOMException("denied", "SecurityError"));
    expect(await registerServiceWorker({ register }, true)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("clearPrivateCaches", () => {
  it("deletes the session and card image caches, and only those", async () => {
    const deleted: string[] = [];
    await clearPrivateCaches({ delete: async (name) => deleted.push(name) > 0 });
    expect(deleted.sort()).toEqual(["recall-media", "recall-session-resume"]);
  });

  it("never fails a logout: a refused delete or no cache storage at all is fine", async () => {
    await expect(
      clearPrivateCaches({ delete: () => Promise.reject(new Error("x")) }),
    ).resolves.toBeUndefined();
    await expect(clearPrivateCaches(undefined)).resolves.toBeUndefined();
  });
});

describe("registerServiceWorkerWhenIdle", () => {
  it("waits for the page's load event, then for the browser to be idle", () => {
    const register = vi.fn();
    const idle: Array<() => void> = [];
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    registerServiceWorkerWhenIdle(register, (run) => idle.push(run));
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    idle[0]?.();
    expect(register).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(document, "readyState");
  });

  it("on a page already loaded (a later visit to the app shell), only waits for idle", () => {
    const register = vi.fn();
    registerServiceWorkerWhenIdle(register, (run) => run());
    expect(document.readyState).toBe("complete");
    expect(register).toHaveBeenCalledTimes(1);
  });
});
