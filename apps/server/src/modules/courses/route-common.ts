import { ErrorResponse } from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";

export interface CourseDeps {
  db: Database;
  /** The per-user limit of the heavy routes (upload, export). */
  config: Pick<Config, "HEAVY_RATE_LIMIT" | "HEAVY_CONCURRENCY">;
}

/** Every error status a course or card route can answer with. */
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
};

export const tags = ["courses"];
