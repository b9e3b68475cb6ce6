import { type FakeAnswer, FakeRestHost } from '../../support/fake-rest-host.js';

/** Wire answers for a trip's billing: its folio and the guest's cards. */
export const FOLIO = {
  entries: [
    {
      objectId: 'f-dinner',
      description: 'Private chef dinner',
      amount: 1250.5,
      date: '2030-03-07',
      type: 'charge',
    },
    {
      objectId: 'f-paid',
      description: 'Payment, card ending 4242',
      amount: -625.25,
      date: '2030-03-08',
      type: 'payment',
    },
  ],
  balance: 625.25,
};

export const CARDS = [
  { cardId: 'card-1', userId: 'u-guest', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2032 },
  { cardId: 'card-2', userId: 'u-guest', brand: 'amex', last4: '0005', expMonth: 11, expYear: 2031 },
];

export const billingHost = (
  options: { folio?: FakeAnswer; cards?: FakeAnswer; host?: FakeRestHost } = {},
): FakeRestHost =>
  (options.host ?? new FakeRestHost())
    .on('GET', '/api/itinerary/it-ski/folio', options.folio ?? { body: FOLIO })
    .on('GET', '/api/user/u-guest/creditCards', options.cards ?? { body: CARDS });
