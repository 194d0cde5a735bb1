import { Outlet } from "react-router";
import { DeferredToaster } from "./toaster-slot";

/** Every page, and the toaster once a page has asked for it (it stays across pages, the landing page too). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <DeferredToaster />
    </>
  );
}
