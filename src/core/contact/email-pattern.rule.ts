/**
 * The widely used "standard" address pattern (docs/product/validation.md#phone-and-e-mail). A
 * local part of unquoted dot-separated atoms (or one quoted string), '@', then either a
 * bracketed IPv4 address or dot-separated labels ending in a top-level domain of two or more
 * letters. It is deliberately looser than RFC 5322: the server and the confirmation e-mail
 * are the real check.
 */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value);
