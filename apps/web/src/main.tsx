// First: zod must be told not to probe for eval before any schema exists (CSP script-src 'self').
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createRouter } from "./app/router";
import "./index.css";
import "./lib/i18n";

const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
