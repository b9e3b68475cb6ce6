import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';

/** The screens of the card-addition-by-token page (docs/product/routes.md#card-addition-by-token). */
export type CardTokenScreen =
  | 'invalid'
  | 'loading'
  | 'expired'
  | 'used'
  | 'form'
  | 'submitting'
  | 'completed';

/**
 * The screens' texts (docs/product/errors.md#token-screens; the completed screen's in
 * docs/product/routes.md#card-addition-by-token).
 */
export const CARD_TOKEN_TEXTS = {
  expired: { title: 'Token Expired', message: 'This credit card token has expired. Please contact us.' },
  invalid: { title: 'Token Invalid', message: 'This credit card token is invalid. Please contact us.' },
  used: { title: 'Token Used', message: 'You have already used this token. Please Contact us.' },
  completed: { title: 'Thank you', message: 'You have successfully added a card to your account' },
} as const;

/**
 * The card-token flow of docs/product/flows.md#card-token-flow, up to the form: no token is
 * invalid; while the status call runs (`response` undefined) the page loads; a failed call or
 * an empty answer is invalid; the statuses 'expired' and 'used' have their own screens; any
 * other answer shows the form. A body that is not an object at all is treated like an empty
 * one.
 */
export const cardTokenScreen = (
  token: string | null | undefined,
  response?: E.Either<AppError, unknown>,
): CardTokenScreen => {
  if (!token) return 'invalid';
  if (response === undefined) return 'loading';
  const body: unknown = E.getOrElseW(() => undefined)(response);
  if (typeof body !== 'object' || body === null || Object.keys(body).length === 0) return 'invalid';
  const { status } = body as { readonly status?: unknown };
  if (status === 'expired') return 'expired';
  if (status === 'used') return 'used';
  return 'form';
};
