// The contact area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { isValidEmail } from './email-pattern.rule.js';
export { messageSenderEmail, messageSenderName } from './message-sender.rule.js';
export { obscureEmail } from './obscured-email.rule.js';
export { formatPhoneDisplay, phoneDigits } from './phone-display.rule.js';
export { isValidPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phone-validity.rule.js';
