import { groupedDigitsPassLuhn } from '../../src/core/payment/index.js';

/**
 * What keeps card data and credentials out of the server's logs, whatever a route or a
 * library decides to log: keys that name a secret lose their value, and strings lose what
 * looks like a card number or a session token, wherever in the logged value they sit.
 */
export const REDACTED = '[redacted]';

// Keys compared lower-case with separators dropped: 'X-Session-Token', 'session_token' and
// 'sessionToken' are one key. Exact names for the short or ambiguous ones.
const SECRET_KEY_PARTS = ['password', 'passwd', 'token', 'secret', 'cardnumber', 'securitycode'];
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'setcookie',
  'cvc',
  'cvv',
  'cvc2',
  'csc',
  'pan',
  'body',
]);

export const isSecretKey = (key: string): boolean => {
  const normal = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEYS.has(normal) || SECRET_KEY_PARTS.some((part) => normal.includes(part));
};

// 13 to 19 digits, as typed: in groups split by single blanks or dashes.
const CARD_NUMBER = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
// The host's session tokens: 32 random bytes in base64url (server/auth/session-token.ts).
const SESSION_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

export const scrubString = (text: string): string =>
  text
    .replace(CARD_NUMBER, (run) => (groupedDigitsPassLuhn(run) ? REDACTED : run))
    .replace(SESSION_TOKEN, REDACTED);

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const MAX_DEPTH = 8;

/**
 * A copy of a logged value with secrets taken out. Only plain objects and arrays are walked
 * (requests, replies and errors have serializers of their own); deeper than MAX_DEPTH,
 * what is left is dropped rather than trusted.
 */
export const scrubValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubString(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    return scrubString(text) === text ? value : REDACTED;
  }
  if (value === null || typeof value !== 'object') return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretKey(key) ? REDACTED : scrubValue(item, depth + 1),
    ]),
  );
};

// Path segments that are credentials themselves: the card token a guest got by e-mail.
const SECRET_PATH = /(\/creditCardToken\/)[^/?#]+/gi;
// Query values nobody needs in a log: secrets, and the e-mail the portal carries.
const isPrivateParam = (name: string) => isSecretKey(name) || /e-?mail/i.test(name);

// In a URL a card number may be split by anything a form or a person puts between groups
// once decoded: blanks ('+', %20), dashes, dots, underscores, slashes, commas.
const SPLIT_CARD_NUMBER = /(?<!\d)\d(?:[\s\-._/+,:]?\d){12,18}(?!\d)/g;

/** A URL part as the host reads it: '+' is a blank, escapes undone (twice-escaped too). */
const decodedPart = (part: string): string => {
  let text = part.replaceAll('+', ' ');
  for (let round = 0; round < 3; round += 1) {
    let next = text;
    try {
      next = decodeURIComponent(text);
    } catch {
      // A malformed escape stays as it came; it is judged as written.
    }
    if (next === text) break;
    text = next;
  }
  return text;
};

const holdsCardNumber = (part: string): boolean =>
  [...decodedPart(part).matchAll(SPLIT_CARD_NUMBER)].some(([run]) => groupedDigitsPassLuhn(run));

/** A path segment or query part fit for the log: one holding a card number, in any encoding, goes. */
const scrubPart = (part: string): string => (holdsCardNumber(part) ? REDACTED : scrubString(part));

/**
 * A path fit for the log. A number typed with slashes between its groups spans segments, none
 * of which holds it alone: then every segment with a digit in it goes.
 */
const scrubPath = (path: string): string => {
  const segments = path.replace(SECRET_PATH, `$1${REDACTED}`).split('/').map(scrubPart);
  if (!holdsCardNumber(segments.join('/'))) return segments.join('/');
  return segments.map((segment) => (/\d/.test(decodedPart(segment)) ? REDACTED : segment)).join('/');
};

/**
 * A request URL fit for the log: secret path segments and query values replaced, and any
 * part that holds a card number once decoded (docs/host/decisions.md#hardening), since a
 * number typed into a search box arrives as 4242+4242+4242+4242 or 4242%2D4242...
 */
export const scrubUrl = (url: string): string => {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = scrubPath(path);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      if (rest.length > 0 && isPrivateParam(decodedPart(name))) return `${name}=${REDACTED}`;
      if (holdsCardNumber(name)) return REDACTED;
      return rest.length > 0 ? `${name}=${scrubPart(rest.join('='))}` : scrubPart(name);
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
};
