import { ErrorResponse } from "@recall/shared";
import type { Database } from "../../db/client";

export interface CourseDeps {
  db: Database;
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
