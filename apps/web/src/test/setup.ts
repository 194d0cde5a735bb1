import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// CI machines have 2 cores shared by parallel workers: give findBy*/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
