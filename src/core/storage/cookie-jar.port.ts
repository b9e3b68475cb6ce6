import { token } from '../shared/index.js';
/** The cookies the product shares with the sign-on portal (session token, contact e-mail and phone). */
export interface CookieJar {
  get(name: string): string | null;
  /** Set on the parent domain, path / (docs/product/constants.md#cookies). */
  set(name: string, value: string, options?: { readonly maxAgeSeconds?: number }): void;
  remove(name: string): void;
}
export const CookieJar = token<CookieJar>('CookieJar');

/** Cookie names shared by the guest app and the portal. */
export const SESSION_COOKIE = 'sso_session';
export const CONTACT_EMAIL_COOKIE = 'contact_email';
export const CONTACT_PHONE_COOKIE = 'contact_phone';
