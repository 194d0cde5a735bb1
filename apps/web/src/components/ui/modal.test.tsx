import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal, OUTSIDE_CLICK_ARM_MS } from "./modal";

/** A page with a button that opens `dialog`, and a control behind it. */
function Page({
  dialog,
  children,
}: {
  dialog: (close: () => void) => ReactNode;
  children?: (open: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind the dialog</a>
      {open ? dialog(() => setOpen(false)) : null}
      {children?.(open)}
    </>
  );
}

const basicDialog = (close: () => void) => (
  <Modal
    open
    title="Edit thing"
    onClose={close}
    footer={
      <button type="button" onClick={close}>
        Cancel
      </button>
    }
  >
    <label>
      Name <input />
    </label>
    <button type="button">Middle</button>
  </Modal>
);

/** A dialog whose button opens a second dialog on top. */
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
      </Modal>
      <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
        <button type="button">Inner action</button>
      </Modal>
    </>
  );
}

/** A menu whose Settings item disappears when it opens the dialog. */
function Menu() {
  const fallback = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" ref={fallback}>
        Menu
      </button>
      {menu ? (
        <button
          type="button"
          onClick={() => {
            setMenu(false);
            setOpen(true);
          }}
        >
          Settings
        </button>
      ) : null}
      <Modal open={open} title="Settings" onClose={() => setOpen(false)} returnFocusTo={fallback}>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is a modal dialog labelled by its title", async () => {
    render(<Page dialog={basicDialog} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Edit thing" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
  });

  it("moves focus to the first control, keeps Tab inside, and returns focus to the opener", async () => {
    const user = userEvent.setup();
    render(<Page dialog={basicDialog} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole("button", { name: "Middle" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    // Past the last control Tab wraps to the first instead of reaching the page behind.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Behind the dialog" })).not.toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("brings focus back when something moves it behind the dialog", async () => {
    const user = userEvent.setup();
    render(<Page dialog={basicDialog} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    act(() => screen.getByRole("link", { name: "Behind the dialog" }).focus());
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });

  it("prefers the control marked data-autofocus", async () => {
    const user = userEvent.setup();
    render(
      <Page
        dialog={(close) => (
          <Modal open title="Reflect" onClose={close}>
            <button type="button">Skip</button>
            <textarea aria-label="Thoughts" data-autofocus />
          </Modal>
        )}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("textbox", { name: "Thoughts" })).toHaveFocus();
  });

  it("focuses the panel itself when it has no control, and Tab stays there", async () => {
    const user = userEvent.setup();
    render(
      <Page
        dialog={(close) => (
          <Modal open title="Note" onClose={close}>
            Just text.
          </Modal>
        )}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog", { name: "Note" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("dialog", { name: "Note" })).toHaveFocus();
  });

  it("closes on Escape and returns focus", async () => {
    const user = userEvent.setup();
    render(<Page dialog={basicDialog} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("closes on an outside click only once armed, never on a click inside", () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(
        <>
          <button type="button">Outside</button>
          <Modal open title="Armed" onClose={onClose}>
            <button type="button">Inside</button>
          </Modal>
        </>,
      );
      fireEvent.mouseDown(screen.getByRole("button", { name: "Outside" }));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(OUTSIDE_CLICK_ARM_MS));
      fireEvent.mouseDown(screen.getByRole("button", { name: "Inside" }));
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.mouseDown(screen.getByRole("button", { name: "Outside" }));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("with a dialog opened from a dialog, Escape closes only the newest and focus steps back", async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole("button", { name: "Open inner" }));
    expect(screen.getByRole("button", { name: "Inner action" })).toHaveFocus();
    // Tab cycles within the newest dialog only.
    await user.tab();
    expect(screen.getByRole("button", { name: "Inner action" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Inner" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open inner" })).toHaveFocus();
  });

  it("returns focus to a fallback when the opener has gone", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "Settings" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
  });
});
