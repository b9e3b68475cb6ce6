import { createHash, randomBytes } from 'node:crypto';

/** Sessions last 30 days from sign-in (docs/host/decisions.md#sessions-and-roles). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters, safe in a header and a cookie. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so reading the sessions table grants no session. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Rejects anything that cannot be one of our tokens before it reaches the database. */
export const isWellFormedToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN_SHAPE.test(value);
