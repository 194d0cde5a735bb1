/**
 * Every `import ... from "zod"` of the browser bundle resolves here (the alias in vite.config.ts), so zod is
 * configured before any schema exists. zod decides on its JIT while CONSTRUCTING an object schema, by probing
 * `new Function("")`, which a CSP without 'unsafe-eval' reports as a `script-src eval` violation
 * (docs/decisions/serving.md). Schemas are built at module load all over `packages/shared`, and the bundler
 * may evaluate that chunk before the entry's body: only a module every schema module depends on runs first
 * for certain. `zod/v4` is the same package (same module instances, same global config) under a name the
 * alias does not catch. The server keeps the JIT: no CSP applies to it there.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
