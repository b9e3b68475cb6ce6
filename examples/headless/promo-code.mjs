/**
 * A promo code in plain Node: the host checks each code (its gateway in memory), the promo
 * field moves through its states, and an accepted code takes its discount off the price.
 *
 *   npm run build:core && node examples/headless/promo-code.mjs
 */

import {
  acceptedPromoCode,
  formatUsd,
  initialPromoCodeState,
  priceTotal,
  promoCodeTransition,
  toPromoDiscount,
} from '@keyhaven/core';
import { headlessUseCases, memoryPorts } from '@keyhaven/core/headless';
import * as E from 'fp-ts/lib/Either.js';

const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// POST /api/promo-codes/validate as the host answers it: isError with the words for the guest.
const CODES = {
  SKI10: { isError: false, objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10 },
  SUMMER23: { isError: true, errorMessage: 'This promo code has expired.' },
};
const ports = memoryPorts({
  gateways: {
    promoCodeGateway: {
      validatePromoCode: async (body) =>
        E.right(
          CODES[body.promoCodeName] ?? { isError: true, errorMessage: 'This promo code is not valid.' },
        ),
    },
  },
});
const core = headlessUseCases(ports);

const subtotal = 90_000; // $900.00 in cents: a private chef dinner
let field = initialPromoCodeState;
for (const code of ['SUMMER23', 'NOPE', 'SKI10']) {
  field = promoCodeTransition(field, { type: 'validation-started' });
  const checked = await core.validatePromoCode({
    userId: null,
    subtotal: subtotal / 100,
    promoCodeName: code,
    otherAppliedCodes: [],
    appliedToType: 'Services + Experiences',
    appliedToID: 'itm_chef_1',
    stayStartDate: dayFromToday(20),
    stayEndDate: dayFromToday(21),
  });
  field = promoCodeTransition(
    field,
    E.isLeft(checked) ? { type: 'refused', message: checked.left.message } : { type: 'accepted' },
  );
  if (E.isLeft(checked)) {
    console.log(`${code}: refused, the field shows "${field.promoCodeError}"`);
    continue;
  }
  const promo = toPromoDiscount(acceptedPromoCode(checked.right));
  const total = priceTotal({
    subtotal,
    adjustments: [],
    promos: [promo],
    coordinationFeePercent: 0,
    hasPlusCost: false,
  });
  console.log(
    `${code}: accepted (${promo.percent}% off), ${formatUsd(subtotal, { withCents: true })} becomes ${formatUsd(total, { withCents: true })}`,
  );
}
console.log(`Codes the host checked: ${ports.calls.map((call) => call.args[0].promoCodeName).join(', ')}`);
