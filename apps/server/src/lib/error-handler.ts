import type { ErrorResponse } from "@recall/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors";

type Body = ErrorResponse["error"];

function fieldsMessage(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([path, message]) => (path ? `${path}: ${message}` : message))
    .join("; ");
}

/** Maps every failure to `{ error: { code, message, fields? } }`; never leaks internals on a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    let status = 500;
    let body: Body = { code: "INTERNAL_ERROR", message: "Something went wrong. Please try again." };

    if (err instanceof AppError) {
      status = err.status;
      body = { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const key = path || (err.validationContext === "body" ? "" : err.validationContext) || "";
        fields[key] ??= issue.message ?? "is invalid";
      }
      status = 400;
      body = { code: "VALIDATION_ERROR", message: fieldsMessage(fields), fields };
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, "response does not match its schema");
    } else if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      status = 413;
      body = { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." };
    } else if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError) {
      status = 400;
      body = { code: "BAD_REQUEST", message: "The request body is not valid JSON." };
    } else if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      status = 400;
      body = { code: "BAD_REQUEST", message: "The request body is empty; send a JSON object." };
    } else if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      status = 415;
      body = { code: "BAD_REQUEST", message: "Send the request body as application/json." };
    } else if (err.statusCode === 429) {
      status = 429;
      body = { code: "RATE_LIMITED", message: err.message };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { code: "BAD_REQUEST", message: err.message };
    }

    if (status >= 500) request.log.error({ err }, "request failed");
    reply.status(status).send({ error: body });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url}` } });
  });
}
