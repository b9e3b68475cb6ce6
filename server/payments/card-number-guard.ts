import type { FastifyReply, FastifyRequest } from 'fastify';
import { groupedDigitsPassLuhn } from '../../src/core/payment/index.js';
import { HttpError } from '../http/http-error.js';

export const CARD_NUMBER_REFUSED =
  'Card numbers and security codes are never sent to us: enter the card in the payment form.';

// Field names a card number or security code goes by, compared without case, '_' or '-'.
const FORBIDDEN_KEYS = new Set([
  'number',
  'cardnumber',
  'ccnumber',
  'creditcardnumber',
  'pan',
  'primaryaccountnumber',
  'cvc',
  'cvc2',
  'cvv',
  'cvv2',
  'cid',
  'securitycode',
  'cardsecuritycode',
  'cardcode',
]);

// 15 to 19 digits, maybe grouped by spaces or dashes: every common card length but the rare
// 13- and 14-digit ones, which a phone number could also be.
const DIGIT_RUN = /\d(?:[ -]?\d){14,18}/g;

/** Whether a text holds what looks like a whole card number (right length, Luhn check). */
export const holdsCardNumber = (value: string): boolean =>
  [...value.matchAll(DIGIT_RUN)].some((match) => groupedDigitsPassLuhn(match[0]));

/** Whether a request body carries a card number or security code anywhere inside it. */
export const carriesCardSecrets = (value: unknown, depth = 0): boolean => {
  if (depth > 20) return false;
  if (typeof value === 'string') return holdsCardNumber(value);
  if (typeof value === 'number') return Number.isInteger(value) && holdsCardNumber(value.toFixed(0));
  if (Array.isArray(value)) return value.some((item) => carriesCardSecrets(item, depth + 1));
  if (value && typeof value === 'object')
    return Object.entries(value).some(
      ([key, item]) =>
        FORBIDDEN_KEYS.has(key.toLowerCase().replace(/[-_]/g, '')) || carriesCardSecrets(item, depth + 1),
    );
  return false;
};

/**
 * A preValidation hook for every payments route with a body: it runs before the schema
 * drops unknown fields, so a card number sent by mistake is refused (400) rather than
 * silently discarded, and the message never repeats what was sent.
 */
export const refuseCardSecrets = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  if (carriesCardSecrets(request.body)) throw new HttpError(400, CARD_NUMBER_REFUSED);
};
