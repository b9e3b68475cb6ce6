import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Values no route of ours can mean, refused with a 400 that names the field before any route
 * sees them (docs/host/decisions.md#hardening). Left through, each reached the database or
 * the pricing as something else:
 * - a number that is not finite: the schema validator turns the strings "Infinity" and
 *   "1e400" into Infinity and then skips its own minimum and maximum, so a quantity of
 *   "Infinity" priced a service at $0 and an integer column answered 22P02;
 * - a NUL character, which PostgreSQL text refuses (22021);
 * - half of a surrogate pair, which PostgreSQL's JSON columns refuse (22P05);
 * - a date whose year is outside 1900 to 2200, which date arithmetic overflows or calendars
 *   cannot hold;
 * - a body nested deeper than any of ours (a booking state is a few levels), whose walk by
 *   the JSON columns and the log costs for nothing.
 */
export const MAX_INPUT_DEPTH = 32;

const ISO_DATE_LIKE = /^(\d{4})-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** In unicode mode a whole pair is one code point, so only a lone half is a surrogate. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/** What is wrong with a string, or null. */
const textFault = (text: string): string | null => {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'is not valid text (half of a surrogate pair)';
  const date = ISO_DATE_LIKE.exec(text);
  if (date) {
    const year = Number(date[1]);
    if (year < FIRST_YEAR || year > LAST_YEAR)
      return `must be a date between the years ${FIRST_YEAR} and ${LAST_YEAR}`;
  }
  return null;
};

const joined = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first hostile value in a request part, as '{field} {what is wrong}', or null. Walks
 * keys as well as values: a key is text that reaches the JSON columns too.
 */
export const hostileInputIn = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} must be a finite number`;
  if (typeof value === 'string') {
    const fault = textFault(value);
    return fault ? `${path} ${fault}` : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH) return `${path} is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const fault = textFault(key);
      if (fault) return `${path} has a field name that ${fault}`;
    }
    const found = hostileInputIn(item, joined(path, key), depth + 1);
    if (found) return found;
  }
  return null;
};

const parts = (request: FastifyRequest) =>
  [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;

/** Refuses a request whose params, query or body hold a hostile value (a 400 naming it). */
const refuseHostileInput: preHandlerHookHandler = (request, _reply, done) => {
  for (const [name, part] of parts(request)) {
    const fault = hostileInputIn(part, name);
    if (fault) return done(new HttpError(400, fault));
  }
  done();
};

/**
 * The config of a route whose handler reads no params, query or body (the health check): it
 * has nothing for the guard to protect, and a load balancer calls it every few seconds.
 */
export const READS_NO_INPUT = { readsNoInput: true } as const;

/**
 * Checks every route's params, query and body once the schemas have validated and coerced
 * them (a preHandler: Infinity only exists after coercion), before the handler and the
 * route's own preHandlers run. Which routes get the check is decided as each is registered:
 * all but those whose config is READS_NO_INPUT, which then run no hook for it at all.
 */
export const registerHostileInputGuard = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if ((route.config as Partial<typeof READS_NO_INPUT> | undefined)?.readsNoInput === true) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [refuseHostileInput, ...own];
  });
};
