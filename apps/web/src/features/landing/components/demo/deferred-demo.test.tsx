import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeferredDemo } from "./deferred-demo";

vi.mock("../../../../lib/analytics", () => ({ trackEvent: vi.fn() }));

/** An IntersectionObserver the test drives: `enter()` reports the observed element as intersecting. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  private readonly targets = new Set<Element>();
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  observed() {
    return this.targets.size;
  }
  enter() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.last = undefined;
});

describe("DeferredDemo", () => {
  it("loads the demo only once its section comes within a screen of the viewport", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    render(
      <MemoryRouter>
        <DeferredDemo />
      </MemoryRouter>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading the demo...");
    expect(screen.queryByRole("button", { name: "Learn more" })).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options?.rootMargin).toBe("100% 0px");

    act(() => observer.enter());
    expect(await screen.findByRole("button", { name: "Learn more" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the demo...")).not.toBeInTheDocument();
    // Loaded for good: the observer has let go of the section.
    expect(observer.observed()).toBe(0);
  });
});

describe("DeferredDemo when its code cannot load", () => {
  it("says so with a retry instead of spinning forever, and the retry loads it", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    vi.resetModules();
    let failNext = true;
    vi.doMock("./interactive-demo", async (importOriginal) => {
      if (failNext) {
        failNext = false;
        throw new TypeError("Failed to fetch dynamically imported module");
      }
      return importOriginal();
    });
    const { DeferredDemo: FreshDemo } = await import("./deferred-demo");
    render(
      <MemoryRouter>
        <FreshDemo />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The demo could not load. Check your connection and try again.",
    );
    act(() => screen.getByRole("button", { name: "Try again" }).click());
    expect(await screen.findByRole("button", { name: "Learn more" })).toBeInTheDocument();
    vi.doUnmock("./interactive-demo");
  });
});

describe("DeferredDemo and a jump to #demo", () => {
  it("loads when the page jumps to #demo after it started (a tap on Try Demo before hydration ended)", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    render(
      <MemoryRouter>
        <DeferredDemo />
      </MemoryRouter>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading the demo...");
    act(() => {
      window.location.hash = "#demo";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(await screen.findByRole("button", { name: "Learn more" })).toBeInTheDocument();
    window.location.hash = "";
  });
});
