import { type ErrorCode, type ErrorResponse, WHOLE_PART_FIELD } from "@recall/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "./database-unavailable";
import { AppError } from "./errors";
import { fieldsMessage, issuesToFields } from "./validation-fields";

type Body = ErrorResponse["error"];

/** Codes for 4xx errors raised by Fastify or a plugin (not AppError), so status and code agree. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

/** Maps every failure to `{ error: { code, message, fields? } }`; never leaks internals on a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    let status = 500;
    let body: Body = { code: "INTERNAL_ERROR", message: "Something went wrong. Please try again." };

    if (err instanceof AppError) {
      status = err.status;
      body = { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = issuesToFields(err.validation, err.validationContext);
      status = 400;
      body = { code: "VALIDATION_ERROR", message: fieldsMessage(fields), fields };
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, "response does not match its schema");
    } else if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      status = 413;
      body = { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." };
    } else if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      // Only the body parser's own error: a SyntaxError thrown by server code is a 500, not the client's fault.
      status = 400;
      body = {
        code: "BAD_REQUEST",
        message: "The request body is not valid JSON.",
        fields: { [WHOLE_PART_FIELD.body]: "is not valid JSON" },
      };
    } else if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      status = 400;
      body = {
        code: "BAD_REQUEST",
        message: "The request body is empty; send a JSON object.",
        fields: { [WHOLE_PART_FIELD.body]: "is empty" },
      };
    } else if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      status = 415;
      body = { code: "BAD_REQUEST", message: "Send the request body as application/json." };
    } else if (err.statusCode === 429) {
      status = 429;
      body = { code: "RATE_LIMITED", message: err.message };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { code: CODE_BY_STATUS[status] ?? "BAD_REQUEST", message: err.message };
    } else if (isDatabaseUnavailable(err)) {
      // The database is down or out of connections: the request was fine, and will likely work soon.
      request.log.warn({ err }, "database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: { code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE } });
    }

    if (status >= 500) request.log.error({ err }, "request failed");
    reply.status(status).send({ error: body });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url}` } });
  });
}

/**
 * For Fastify's `frameworkErrors` option (set in the Fastify constructor): errors raised before routing,
 * such as a malformed percent-encoding in the URL, get the same envelope instead of Fastify's own body.
 */
export function frameworkErrorHandler(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  reply.status(status).send({ error: { code: "BAD_REQUEST", message: "The request URL is not valid." } });
}
