import { describe, expect, it } from 'vitest';
import { cardUsableOn, cardWords, preselectedCard } from '../../../src/core/payment/card-choice.rule.js';
import type { CreditCard } from '../../../src/core/payment/credit-card.entity.js';

const card = (cardId: string, expMonth: number | null, expYear: number | null): CreditCard => ({
  cardId,
  userId: 'u-1',
  brand: 'Visa',
  last4: cardId.slice(-4),
  expMonth,
  expYear,
});

describe('the card a panel that charges at once shows chosen', () => {
  const today = '2030-06-15';

  it('a card runs to the end of its expiry month; one without an expiry counts as usable', () => {
    expect(cardUsableOn(card('c', 6, 2030), today)).toBe(true);
    expect(cardUsableOn(card('c', 5, 2030), today)).toBe(false);
    expect(cardUsableOn(card('c', 1, 2031), today)).toBe(true);
    expect(cardUsableOn(card('c', 12, 2029), today)).toBe(false);
    expect(cardUsableOn(card('c', null, null), today)).toBe(true);
  });

  it('the only card, the chosen one while usable, else the last usable one added, else none', () => {
    const only = card('c-4242', 12, 2031);
    expect(preselectedCard([only], null, today)).toBe(only);
    const older = card('c-1111', 12, 2031);
    const newer = card('c-2222', 12, 2031);
    const expired = card('c-0002', 1, 2030);
    expect(preselectedCard([older, newer, expired], null, today)).toBe(newer);
    expect(preselectedCard([older, newer], 'c-1111', today)).toBe(older);
    // A chosen card that expired, or is no longer on file, gives way to the default.
    expect(preselectedCard([expired, older], 'c-0002', today)).toBe(older);
    expect(preselectedCard([older], 'c-gone', today)).toBe(older);
    expect(preselectedCard([expired], null, today)).toBeNull();
    expect(preselectedCard([], null, today)).toBeNull();
  });

  it('reads as its brand and last four digits, with its expiry', () => {
    expect(cardWords(card('c-4242', 12, 2031))).toBe('Visa ending 4242 (expires 12/2031)');
    expect(cardWords({ brand: 'visa', last4: '4242', expMonth: null, expYear: null })).toBe(
      'Visa ending 4242',
    );
    expect(cardWords({ brand: null, last4: null, expMonth: null, expYear: null })).toBe('Card ending ····');
  });
});
