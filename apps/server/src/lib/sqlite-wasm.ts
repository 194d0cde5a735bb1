import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import initSqlJs, { type SqlJsStatic } from "sql.js";

let sqlJs: Promise<SqlJsStatic> | null = null;

/**
 * sql.js (SQLite compiled to WebAssembly), loaded once for the Anki reader and writer. The wasm file is
 * found through Node's resolution of the sql.js package itself, so the same code works from `src/` under
 * tsx or vitest and from the bundled `dist/` (where sql.js stays an external dependency).
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!sqlJs) {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve("sql.js")), "sql-wasm.wasm");
    sqlJs = readFile(wasmPath).then((wasm) => {
      const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
      return initSqlJs({ wasmBinary });
    });
    sqlJs.catch(() => {
      sqlJs = null;
    });
  }
  return sqlJs;
}
