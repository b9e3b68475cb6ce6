import { isValidEmail as matchesEmailPattern } from '../../src/core/contact/index.js';

/**
 * The app's own rule (docs/product/validation.md#phone-and-e-mail, in core), so the server
 * refuses exactly what the sign-up form refuses; plus the length limit of an address (RFC
 * 5321), which the form does not need but a database column does.
 */
export const MAX_EMAIL_LENGTH = 254;

export const isValidEmail = (value: string): boolean =>
  value.length <= MAX_EMAIL_LENGTH && matchesEmailPattern(value);

/** Accounts are matched case-insensitively; the stored spelling is the one signed up with. */
export const normalizeEmail = (value: string): string => value.trim();
