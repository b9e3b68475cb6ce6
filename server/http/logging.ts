import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { REDACTED, scrubString, scrubUrl, scrubValue } from './log-scrubbing.js';

/**
 * Request logs carry method, URL (scrubbed), host, client address and status: never a body
 * or a header, where card data, passwords and session tokens travel. These paths are a
 * second line, for a body or header logged in full on purpose; log-scrubbing.ts is the
 * third, for whatever else a log line holds (keys naming secrets, card-number and
 * session-token look-alikes in any string).
 */
export const REDACTED_PATHS = [
  'req.headers',
  'req.body',
  'res.headers',
  'headers',
  'body',
  'password',
  'sessionToken',
  'token',
  '*.password',
  '*.sessionToken',
  '*.token',
];

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * What a database driver hangs on its errors that quotes the statement or its values (the
 * SQL, its parameters, PostgreSQL's DETAIL 'Key (email)=(...)', the context lines): a failed
 * sign-up would log a password hash. The SQLSTATE code, constraint, table and column stay:
 * they say what failed without what went in.
 */
export const DATABASE_ERROR_VALUE_FIELDS = [
  'query',
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'internalPosition',
  'position',
];

const withoutStatement = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !DATABASE_ERROR_VALUE_FIELDS.includes(key)));

export const logSerializers = {
  // Fastify hands its request here (its types say the raw one): only these fields are read.
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: scrubUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  // Pino's shape (type, message, stack, own fields, the cause's message), scrubbed: the
  // message of an unexpected error can quote what went in (a driver echoing a value).
  err: (error: Error) => {
    const { cause } = error as { cause?: unknown };
    const fields = scrubValue({
      ...withoutStatement(Object.fromEntries(Object.entries(error))),
      ...(cause instanceof Error ? { cause: cause.message } : {}),
    }) as Record<string, unknown>;
    return {
      ...fields,
      type: error.constructor?.name ?? 'Error',
      message: scrubString(String(error.message ?? '')),
      stack: scrubString(String(error.stack ?? '')),
    };
  },
};

/**
 * How the host logs: `false` in tests; main.ts logs requests at info. Declared here, on the
 * ground floor, so the settings (server/config.ts) take it from the logging and not the other
 * way round.
 */
export type LoggerSetting = false | { level: string; stream?: { write(line: string): void } };

export const loggerOptions = (logger: LoggerSetting): FastifyServerOptions['logger'] =>
  logger === false
    ? false
    : {
        level: logger.level,
        serializers: logSerializers,
        redact: { paths: REDACTED_PATHS, censor: REDACTED },
        formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
        hooks: {
          logMethod(args, method) {
            // The message and its format arguments: 'login for %s' must not print a password.
            const clean = args.map((arg) => (typeof arg === 'string' ? scrubString(arg) : arg));
            return method.apply(this, clean as Parameters<typeof method>);
          },
        },
        ...(logger.stream ? { stream: logger.stream } : {}),
      };

/**
 * One line per request, written when it ends: method, URL (scrubbed), client, status and
 * time, everything the 'incoming request' line said and what came of it. Fastify's own pair
 * of lines cost twice the formatting, scrubbing and writing for nothing a reader needs; the
 * incoming line stays at debug, for tracing a request that never ends.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
