import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config.js';

/**
 * Fastify logs method, URL and status, never bodies or headers; these paths make sure a
 * credential stays out of the log even if someone logs a request or body in full.
 */
export const REDACTED_PATHS = [
  'req.headers["x-session-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'headers["x-session-token"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'password',
  'sessionToken',
  'token',
  '*.password',
  '*.sessionToken',
  '*.token',
];

export const loggerOptions = (logger: ServerConfig['logger']): FastifyServerOptions['logger'] =>
  logger === false
    ? false
    : {
        level: logger.level,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        ...(logger.stream ? { stream: logger.stream } : {}),
      };
