import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, RouterProvider } from "react-router";
import { afterEach, expect, it } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { testUser } from "../testing";
import { GuestOnly } from "./guest-only";

afterEach(() => {
  cleanup();
  useAuthStore.getState().clearAuth();
});

function renderAt(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: [{ path: "/login", element: <p>Login form</p> }] },
      { path: "/dashboard", element: <p>Dashboard page</p> },
      { path: "/courses", element: <p>Courses page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

it("shows guest pages to signed-out visitors", () => {
  renderAt("/login");
  expect(screen.getByText("Login form")).toBeInTheDocument();
});

it("sends signed-in visitors to the dashboard", async () => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  renderAt("/login");
  expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
});

it("sends signed-in visitors back where the guard bounced them from", async () => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  renderAt({ pathname: "/login", state: { from: "/courses" } });
  expect(await screen.findByText("Courses page")).toBeInTheDocument();
});
