import { describe, expect, it } from 'vitest';
import { ClientSecret, CreditCardList } from '../../../../src/adapters/rest/wire/payment.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

const visa = {
  cardId: 'pm_1Nv0aB2eZvKYlo2C',
  userId: 'usr_7',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  billingDetails: { name: 'Ada Guest', address: { postalCode: '81657', country: 'US' } },
};

describe('payment calls', () => {
  it('GET /api/billing/client-secret -> secret', () => {
    expect(decoded(ClientSecret, { secret: 'seti_123_secret_456' })).toEqual({
      secret: 'seti_123_secret_456',
    });
    expectRejectedAt(ClientSecret, { clientSecret: 'seti_123_secret_456' }, 'secret');
  });

  it('GET /api/user/{userId}/creditCards -> cards; a card without cardId is refused at 0.cardId', () => {
    expect(decoded(CreditCardList, [visa])[0]?.last4).toBe('4242');
    const { cardId: _dropped, ...withoutId } = visa;
    expectRejectedAt(CreditCardList, [withoutId], '0.cardId');
  });
});
