/**
 * The card-token flow in plain Node: the concierge's link carries a token; its status picks
 * the screen; the billing form is checked; the card provider tokenises the card and the host
 * adds it, using the token up. The host and the provider are in memory.
 *
 *   npm run build:core && node examples/headless/card-token.mjs
 */

import { CARD_TOKEN_TEXTS, cardTokenScreen, validateTokenBillingForm } from '@keyhaven/core';
import { headlessUseCases, memoryPorts } from '@keyhaven/core/headless';
import * as E from 'fp-ts/lib/Either.js';

// GET /api/card-token/{token} as the host answers it; a token is used once.
const tokens = new Map([
  ['ct_fresh', { status: 'valid' }],
  ['ct_old', { status: 'expired' }],
  ['ct_done', { status: 'used' }],
]);
const ports = memoryPorts({
  gateways: {
    paymentGateway: {
      cardTokenStatus: async (token) => E.right(tokens.get(token) ?? {}),
      addCardWithToken: async (token, body) => {
        if (tokens.get(token)?.status !== 'valid')
          return E.left({ kind: 'http', status: 409, message: 'This token cannot be used' });
        tokens.set(token, { status: 'used', stripeToken: body.stripeToken });
        return E.right(undefined);
      },
    },
  },
  // The provider's widget holds the card; here it tokenises whatever it is handed.
  paymentProvider: {
    createCardToken: async (_widget, billing) => E.right({ token: `tok_${billing.postalCode}_4242` }),
  },
});
const core = headlessUseCases(ports);
const screenFor = async (token) =>
  cardTokenScreen(token, await ports.gateways.paymentGateway.cardTokenStatus(token));

for (const token of ['ct_old', 'ct_done', 'ct_unknown']) {
  const screen = await screenFor(token);
  console.log(`${token}: ${screen} screen, "${CARD_TOKEN_TEXTS[screen].title}"`);
}

console.log(`ct_fresh: ${await screenFor('ct_fresh')} screen`);
const incomplete = validateTokenBillingForm({ cardholderName: 'Ava Guest', city: 'Aspen' });
if (E.isLeft(incomplete)) {
  console.log(
    `Billing form refused: ${incomplete.left.message} (${Object.keys(incomplete.left.fieldErrors).join(', ')})`,
  );
}
const form = validateTokenBillingForm({
  cardholderName: 'Ava Guest',
  cardNumber: '4242 4242 4242 4242',
  expirationDate: '12/30',
  securityCode: '123',
  city: 'Aspen',
  zipCode: '81611',
});
if (E.isLeft(form)) throw new Error(form.left.message);
const widget = { mount() {}, onChange: () => () => {}, focus() {}, destroy() {} };
const added = await core.addCardWithToken({ token: 'ct_fresh', widget, billing: form.right });
const done = E.isRight(added) ? CARD_TOKEN_TEXTS.completed : { title: 'Failed', message: added.left.message };
console.log(`Card added: ${done.title}. ${done.message}`);
console.log(
  `ct_fresh afterwards: ${await screenFor('ct_fresh')} screen; the host kept ${tokens.get('ct_fresh').stripeToken}`,
);
