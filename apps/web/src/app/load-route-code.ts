import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the code of the lazy routes that `pathname` matches and puts it on the route objects, as the
 * router itself would after it starts. Done before the first render, so the router starts with the page
 * ready: a prerendered page is hydrated with the same tree it was rendered from (no spinner in between, no
 * mismatch), and a fresh render paints the page instead of the loading spinner first.
 */
export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const code = await route.lazy();
      Object.assign(route, { ...code, lazy: undefined });
    }),
  );
}
