export { CONTACT_EMAIL_COOKIE, CONTACT_PHONE_COOKIE, CookieJar, SESSION_COOKIE } from './cookie-jar.port.js';
export { KeyValueStore } from './key-value-store.port.js';
