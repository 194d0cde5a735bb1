import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routes } from "./app/router";

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from "./app/prerendered-paths";

/**
 * The HTML of a public page as a signed-out visitor in English first sees it, for scripts/prerender.mjs
 * (built with `vite build --ssr`). No hydration data is written: the pages have no loaders, and an inline
 * script would need a CSP exception.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
