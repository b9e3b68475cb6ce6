import { isValidEmail, isValidPhone } from '../contact/index.js';
import {
  CONTACT_EMAIL_COOKIE,
  CONTACT_PHONE_COOKIE,
  type CookieJar,
  SESSION_COOKIE,
} from '../storage/index.js';

/**
 * The cookies shared with the sign-on portal, read as values the app can use
 * (docs/product/validation.md#sign-on-cookies). Anyone can edit a cookie; each value travels
 * as a request header (docs/product/calls.md#common-headers), where a character outside
 * printable ASCII makes the browser refuse the whole request. So a value that is not of its
 * kind reads as absent, and every call still goes out.
 */

type Cookies = Pick<CookieJar, 'get'>;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Digits and the signs people write between them. */
const PHONE_CHARS = /^[\d ()+.-]+$/;
/** Base64, base64url, JWT and 'r:' tokens: no spaces, quotes, commas or semicolons. */
const TOKEN = /^[A-Za-z0-9._~+/=:-]{1,4096}$/;
/** The longest e-mail address (RFC 5321) and the longest phone the host keeps. */
const MAX_EMAIL_CHARS = 254;
const MAX_PHONE_CHARS = 40;

/** What writing a missing value as text leaves behind. */
const isNullWord = (value: string): boolean => value === 'null' || value === 'undefined';

/** The session token, or null when the cookie is absent or holds no token. */
export const readSessionToken = (cookies: Cookies): string | null => {
  const value = cookies.get(SESSION_COOKIE);
  return value !== null && TOKEN.test(value) && !isNullWord(value) ? value : null;
};

/** The contact e-mail the guest left, or null unless it is an e-mail address. */
export const readContactEmail = (cookies: Cookies): string | null => {
  const value = cookies.get(CONTACT_EMAIL_COOKIE);
  return value !== null &&
    value.length <= MAX_EMAIL_CHARS &&
    PRINTABLE_ASCII.test(value) &&
    isValidEmail(value)
    ? value
    : null;
};

/** The contact phone the guest left, or null unless it is a phone number. */
export const readContactPhone = (cookies: Cookies): string | null => {
  const value = cookies.get(CONTACT_PHONE_COOKIE);
  return value !== null && value.length <= MAX_PHONE_CHARS && PHONE_CHARS.test(value) && isValidPhone(value)
    ? value
    : null;
};
