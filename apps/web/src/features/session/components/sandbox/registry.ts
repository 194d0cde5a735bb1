import { intervalPlayer } from "./interval-player";
import { osmosisSim } from "./osmosis-sim";
import type { SandboxInput, SandboxModule, SandboxResult } from "./types";

/** requirements S8 "Sandbox failure". */
export const SANDBOX_FAILED_MESSAGE = "Sandbox failed to run.";

/** The modules cards may name in sandbox.module. */
export const SANDBOX_MODULES: Record<string, SandboxModule> = {
  "interval-player": intervalPlayer,
  "osmosis-sim": osmosisSim,
};

/** A module's result, or the failure result; `ok` tells them apart. */
export type SandboxRun = SandboxResult & { ok: boolean };

/**
 * Runs a sandbox module in the browser. requirements S7 names a sandbox run call (module, scenarioId, payload)
 * but shows no server path, so modules are pure client-side functions; the input has the call's payload
 * shape so a server runner can take over without changing modules. Never throws: an unknown module or
 * a module that throws gives "Sandbox failed to run." with an error log line.
 */
export function runSandbox(module: string, input: SandboxInput): SandboxRun {
  const run = Object.hasOwn(SANDBOX_MODULES, module) ? SANDBOX_MODULES[module] : undefined;
  if (!run) return failure(`unknown sandbox module "${module}"`);
  try {
    return { ok: true, ...run(input) };
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
}

function failure(reason: string): SandboxRun {
  return { ok: false, title: SANDBOX_FAILED_MESSAGE, explanation: "", logs: [`error: ${reason}`] };
}
