import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';

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
 * docs/product/routes.md#card-addition-by-token). A screen that ends the link leads with the
 * catalogue's own sentence (`catalogue`, word for word), then our help: what happened in the
 * guest's words and who can help; `subject` is the subject of the e-mail to the concierge it
 * offers, naming the case so the concierge knows at once what to send.
 */
export const CARD_TOKEN_TEXTS = {
  expired: {
    title: 'Token Expired',
    catalogue: 'This credit card token has expired. Please contact us.',
    message: 'This link to add a card has expired. Your concierge can send you a new one.',
    subject: 'My link to add a card has expired',
  },
  invalid: {
    title: 'Token Invalid',
    catalogue: 'This credit card token is invalid. Please contact us.',
    message:
      'This link to add a card is not valid: it may be incomplete. Open it again from your e-mail, or ask your concierge for a new one.',
    subject: 'My link to add a card is not valid',
  },
  used: {
    title: 'Token Used',
    catalogue: 'You have already used this token. Please Contact us.',
    message:
      'This link has already been used to add a card. To add another card, ask your concierge for a new link.',
    subject: 'My link to add a card was already used',
  },
  completed: { title: 'Thank you', message: 'You have successfully added a card to your account' },
} as const;

/** The token screens that end the link, each with its e-mail to the concierge. */
export type CardTokenDeadEnd = 'expired' | 'invalid' | 'used';

/** A mailto: address for the concierge with the case's subject, encoded for a URL. */
export const conciergeMailto = (address: string, screen: CardTokenDeadEnd): string =>
  `mailto:${address}?subject=${encodeURIComponent(CARD_TOKEN_TEXTS[screen].subject)}`;

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
