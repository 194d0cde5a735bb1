export { describeInterval, intervalPlayer, midiToFrequency, midiToNoteName } from "./interval-player";
export { OSMOSIS_MODEL, osmosisSim, simulateOsmosis, type Tonicity, tonicity } from "./osmosis-sim";
export { runSandbox, SANDBOX_FAILED_MESSAGE, SANDBOX_MODULES, type SandboxRun } from "./registry";
export { type SandboxConfig, SandboxPanel, type SandboxPanelProps, sandboxInput } from "./sandbox-panel";
export type { SandboxInput, SandboxModule, SandboxResult, SandboxVisual } from "./types";
