import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "../components/layout/app-layout";
import { ProtectedRoute } from "../components/layout/protected-route";
import { aiCreateRoutes } from "../features/ai-create/routes";
import { publicAuthRoutes } from "../features/auth/routes";
import { collectionRoutes } from "../features/collections/routes";
import { courseRoutes } from "../features/courses/routes";
import { dashboardRoutes } from "../features/dashboard/routes";
import { landingRoutes } from "../features/landing/routes";
import { libraryRoutes } from "../features/library/routes";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { sessionRoutes } from "../features/session/routes";

/** Public pages, then signed-in pages behind the guard and the app header, then the not-found page. */
export const routes: RouteObject[] = [
  ...landingRoutes,
  ...publicAuthRoutes,
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...dashboardRoutes,
          ...sessionRoutes,
          ...aiCreateRoutes,
          ...courseRoutes,
          ...collectionRoutes,
          ...libraryRoutes,
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
