// The storage area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { CONTACT_EMAIL_COOKIE, CONTACT_PHONE_COOKIE, CookieJar, SESSION_COOKIE } from './cookie-jar.port.js';
export { KeyValueStore } from './key-value-store.port.js';
