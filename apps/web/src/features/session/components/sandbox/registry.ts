import { intervalPlayer } from "./interval-player";
import { osmosisSim } from "./osmosis-sim";
import type { SandboxInput, SandboxModule, SandboxResult, SandboxWords } from "./types";

/** requirements S8 "Sandbox failure": the English of `session:sandbox.failed`, word for word. */
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
 * a module that throws gives "Sandbox failed to run." with an error log line. The result is worded in `words`
 * (the interface language).
 */
export function runSandbox(module: string, input: SandboxInput, words: SandboxWords): SandboxRun {
  const failure = (reason: string): SandboxRun => ({
    ok: false,
    title: words.t("sandbox.failed"),
    explanation: "",
    logs: [words.t("sandbox.errorLog", { reason })],
  });
  const run = Object.hasOwn(SANDBOX_MODULES, module) ? SANDBOX_MODULES[module] : undefined;
  if (!run) return failure(words.t("sandbox.unknownModule", { module }));
  try {
    return { ok: true, ...run(input, words) };
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
}
