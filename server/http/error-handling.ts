import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { HttpError } from './http-error.js';

const INTERNAL = 'Internal Server Error';

/**
 * The error catalogue's words for a request that could not be served now (docs/product/errors.md,
 * the default dialog), answered with 503 while the database is down or saturated.
 */
export const TRY_AGAIN_LATER =
  "We can't seem to process your request at this time. Please refresh the page and try again.";

/** Seconds a client is told to wait before retrying a 503 (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = () => new HttpError(503, TRY_AGAIN_LATER, 'service-unavailable');

const statusOf = (error: unknown): number => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
};

/**
 * Every failure answers `{ message }`, and `{ message, code }` when the route named the
 * failure (HttpError's code). Client errors (4xx) keep their message, which names what was
 * wrong; unexpected server errors answer a fixed text and are logged, so no stack, SQL or
 * path ever reaches a client.
 */
export const sendError = (failure: unknown, request: FastifyRequest, reply: FastifyReply) => {
  let error = failure;
  if (!(failure instanceof HttpError) && isDatabaseUnavailable(failure)) {
    // Logged with its cause, answered in the catalogue's words: the pool recovers on its own.
    request.log.warn({ err: failure }, 'the database is not available');
    error = serviceUnavailable();
  }
  const status = statusOf(error);
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
  const exposed = status < 500 || error instanceof HttpError;
  if (!exposed) request.log.error({ err: error }, 'request failed');
  const message = exposed && error instanceof Error && error.message ? error.message : INTERNAL;
  const code = error instanceof HttpError && error.code ? { code: error.code } : {};
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message, ...code });
};

const fieldOf = (error: FastifySchemaValidationError): string => {
  const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
  const path = [error.instancePath, typeof missing === 'string' ? missing : '']
    .join('/')
    .split('/')
    .filter(Boolean);
  return path.join('.');
};

/**
 * Turns Ajv's first complaint into a sentence naming the field: "password must NOT have
 * fewer than 8 characters", "email is required".
 */
export const formatValidationError = (
  errors: FastifySchemaValidationError[],
  dataVar: 'body' | 'headers' | 'params' | 'querystring',
): Error => {
  const first = errors[0];
  if (!first) return new Error(`Invalid ${dataVar}`);
  const field = fieldOf(first) || dataVar;
  if (first.keyword === 'required') return new Error(`${field} is required`);
  return new Error(`${field} ${first.message ?? 'is invalid'}`);
};

export const BAD_ADDRESS = 'The address is not valid: it holds a broken %-escape.';

/**
 * Fastify's own answers to what it refuses before any route (a URL whose %-escapes do not
 * decode, a content type it cannot read), in our `{ message }` shape and without echoing
 * the address back (docs/host/decisions.md#hardening).
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  sendError(error.code === 'FST_ERR_BAD_URL' ? new HttpError(400, BAD_ADDRESS) : error, request, reply);

/** Sends a page and answers true, or answers false to let the request be a 404. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Unknown routes: a page request may still be a deep link into a single-page app (the
 * fallback decides); everything else, and every /api and /auth path, is a JSON 404.
 */
export const registerErrorHandling = (app: FastifyInstance, pageFallback?: PageFallback) => {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (pageFallback && (await pageFallback(request, reply))) return reply;
    return reply.code(404).send({ message: 'Not Found' });
  });
};
