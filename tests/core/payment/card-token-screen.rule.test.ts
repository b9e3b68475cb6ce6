import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { CardToken } from '../../../src/core/payment/card-token.entity.js';
import {
  CARD_TOKEN_TEXTS,
  cardTokenScreen,
  conciergeMailto,
} from '../../../src/core/payment/card-token-screen.rule.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { decode } from '../../../src/core/shared/decode.js';

describe('card token screen', () => {
  it('card-token flow: no token gives invalid', () => {
    expect(cardTokenScreen(undefined)).toBe('invalid');
    expect(cardTokenScreen(null, E.right({ status: 'valid' }))).toBe('invalid');
    expect(cardTokenScreen('')).toBe('invalid');
  });

  it('card-token flow: token present starts loading', () => {
    expect(cardTokenScreen('tok')).toBe('loading');
  });

  it('card-token flow: expired and used show their screens', () => {
    expect(cardTokenScreen('tok', E.right({ status: 'expired' }))).toBe('expired');
    expect(cardTokenScreen('tok', E.right({ status: 'used' }))).toBe('used');
  });

  it('card-token flow: empty object or fetch failure shows invalid', () => {
    expect(cardTokenScreen('tok', E.right({}))).toBe('invalid');
    expect(cardTokenScreen('tok', E.left(appError('http', 'boom', { status: 500 })))).toBe('invalid');
    expect(cardTokenScreen('tok', E.right(null))).toBe('invalid');
    expect(cardTokenScreen('tok', E.right('expired'))).toBe('invalid');
  });

  it('card-token flow: otherwise form (anything but expired or used is valid)', () => {
    expect(cardTokenScreen('tok', E.right({ status: 'valid' }))).toBe('form');
    expect(cardTokenScreen('tok', E.right({ status: 'EXPIRED' }))).toBe('form');
    expect(cardTokenScreen('tok', E.right({ other: 1 }))).toBe('form');
  });

  it('card-token flow: reads the status call decoded with the CardToken codec', () => {
    expect(cardTokenScreen('tok', decode(CardToken, { status: 'used' }))).toBe('used');
    expect(cardTokenScreen('tok', decode(CardToken, { status: 'issued' }))).toBe('form');
    expect(cardTokenScreen('tok', decode(CardToken, {}))).toBe('invalid');
    expect(cardTokenScreen('tok', decode(CardToken, { status: 1 }))).toBe('invalid');
  });

  it("token screens: 'Token Expired', 'Token Invalid', 'Token Used' lead with the catalogue's sentence, then say what happened and who can help; completed", () => {
    expect(CARD_TOKEN_TEXTS).toEqual({
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
    });
  });

  it('the e-mail to the concierge names the case in its subject, encoded for the address', () => {
    expect(conciergeMailto('concierge@keyhaven.test', 'expired')).toBe(
      'mailto:concierge@keyhaven.test?subject=My%20link%20to%20add%20a%20card%20has%20expired',
    );
    expect(conciergeMailto('help@example.test', 'used')).toBe(
      'mailto:help@example.test?subject=My%20link%20to%20add%20a%20card%20was%20already%20used',
    );
    expect(conciergeMailto('help@example.test', 'invalid')).toBe(
      'mailto:help@example.test?subject=My%20link%20to%20add%20a%20card%20is%20not%20valid',
    );
  });
});
