import { createBrowserRouter, type RouteObject } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { aiCreateRoutes } from "../features/ai-create/routes";
import { analyticsRoutes } from "../features/analytics/routes";
import { publicAuthRoutes } from "../features/auth/routes";
import { collectionRoutes } from "../features/collections/routes";
import { coursePlanRoutes } from "../features/course-plans/routes";
import { courseRoutes } from "../features/courses/routes";
import { dashboardRoutes } from "../features/dashboard/routes";
import { importRoutes } from "../features/imports/routes";
import { improveCourseRoutes } from "../features/improve-course/routes";
import { landingRoutes } from "../features/landing/routes";
import { libraryRoutes } from "../features/library/routes";
import { sessionRoutes } from "../features/session/routes";
import { settingsRoutes } from "../features/settings/routes";
import { syllabusRoutes } from "../features/syllabus/routes";
import { ProtectedRoute } from "./layout/protected-route";
import { RootLayout } from "./root-layout";

/** Shown on a full page load until the first page's lazily loaded code has arrived. */
function FirstPageLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner />
    </main>
  );
}

/**
 * The landing page, then everything else inside the lazily loaded app shell (interface texts, query client,
 * toaster): the public auth pages, the signed-in pages behind the guard and the app header, then the
 * not-found page (with the app header when signed in). Only route objects, ProtectedRoute and the root
 * layout are in the entry chunk; every page, the shell and the signed-in layout are lazy chunks, so `/`
 * loads none of the app's code (its budget: scripts/landing-budget.mjs).
 */
const pageRoutes: RouteObject[] = [
  ...landingRoutes,
  {
    id: "app",
    lazy: () => import("./app-shell").then((m) => ({ Component: m.AppShell })),
    children: [
      ...publicAuthRoutes,
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: () => import("./layout/app-layout").then((m) => ({ Component: m.AppLayout })),
            children: [
              ...dashboardRoutes,
              ...sessionRoutes,
              ...aiCreateRoutes,
              ...coursePlanRoutes,
              ...importRoutes,
              ...courseRoutes,
              ...improveCourseRoutes,
              ...collectionRoutes,
              ...libraryRoutes,
              ...analyticsRoutes,
              ...syllabusRoutes,
              ...settingsRoutes,
            ],
          },
        ],
      },
      { path: "*", lazy: () => import("./not-found-route").then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

/**
 * Every page is a lazy chunk, so on a full page load the router starts before the matched page's code
 * is there; the root route's HydrateFallback is what it shows meanwhile (without one React Router
 * renders nothing and warns "No HydrateFallback element provided").
 */
export const routes: RouteObject[] = [
  { id: "root", Component: RootLayout, HydrateFallback: FirstPageLoading, children: pageRoutes },
];

export const createRouter = () => createBrowserRouter(routes);
