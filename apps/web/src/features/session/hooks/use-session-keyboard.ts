import { useEffect, useRef } from "react";
import { type KeyCommand, type KeyContext, keyToCommand } from "./session-keys";

/** Listens for the session shortcuts (see keyToCommand) on the document while `ctx` is given. */
export function useSessionKeyboard(ctx: KeyContext | null, onCommand: (command: KeyCommand) => void) {
  const latest = useRef({ ctx, onCommand });
  latest.current = { ctx, onCommand };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { ctx: current, onCommand: handle } = latest.current;
      if (!current || event.defaultPrevented) return;
      // Any open dialog (engine popup, artwork, settings) owns the keyboard.
      const blocked = current.blocked || document.querySelector('[aria-modal="true"]') !== null;
      const command = keyToCommand(event, { ...current, blocked });
      if (!command) return;
      // Space would scroll the page; Enter/letters have no default worth keeping here.
      event.preventDefault();
      handle(command);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
