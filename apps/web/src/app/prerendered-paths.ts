/**
 * The pages written to static HTML at build time (scripts/prerender.mjs) and hydrated in the browser: the
 * public pages a new visitor lands on, the same for every signed-out visitor. The server sends
 * `dist/prerendered/<name>.html` for each (apps/server/src/lib/spa.ts).
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html" },
  { path: "/login", file: "login.html" },
  { path: "/signup", file: "signup.html" },
] as const;

/** The root element's marker that its content came from the build, not from a script. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
