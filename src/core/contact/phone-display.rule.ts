import * as O from 'fp-ts/lib/Option.js';

/** Every digit of a phone number as typed, in order; separators and letters are noise. */
export const phoneDigits = (raw: string): string => raw.replace(/\D/g, '');

const NORTH_AMERICAN = /^(1?)(\d{3})(\d{3})(\d{4})$/;

/**
 * Phone display (docs/product/validation.md#phone-and-e-mail): only North American numbers
 * have a display form, (xxx) xxx-xxxx, with a '+1 ' prefix when the guest typed the country
 * code. Anything else shows nothing rather than a half-formatted number, so the caller
 * decides whether to show the raw text.
 */
export const formatPhoneDisplay = (raw: string): O.Option<string> => {
  const match = NORTH_AMERICAN.exec(phoneDigits(raw));
  if (!match) return O.none;
  const [, country, area, exchange, line] = match;
  const local = `(${area}) ${exchange}-${line}`;
  return O.some(country ? `+1 ${local}` : local);
};
