/**
 * The core without a browser, a framework or a server: decode an itinerary item as the REST
 * host sends it, price it, move its status and word the confirmation, in plain Node.
 *
 *   node --import tsx examples/headless-quote.ts     (npm run example:headless)
 */
import * as E from 'fp-ts/lib/Either.js';
import { reserveConfirmation, serviceOutcome } from '../src/core/booking/index.js';
import { formatUsd } from '../src/core/formatting/index.js';
import { ItineraryItem, nextStatus, statusLabel } from '../src/core/itinerary/index.js';
import { adjustmentsInCents, priceDisplay, priceTotal } from '../src/core/pricing/index.js';
import type { PromoDiscount } from '../src/core/promo/index.js';
import { toPromoDiscount } from '../src/core/promo/index.js';
import { decode, dollarsToCents } from '../src/core/shared/index.js';

// A private-chef dinner a month from now, as GET /api/itinerary/{id}/items answers it (dollars
// on the wire).
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const response = {
  id: 'itm_chef_1',
  status: 'quoted',
  name: 'Private chef dinner',
  startDate: `${inAMonth}T18:00:00.000Z`,
  timeZoneName: 'America/Denver',
  bookingLeadTimeDuration: 2880,
  coordinationFee: 15,
  startingFrom: 300,
  pricing: {
    itemTotal: 900,
    itemPrice: [{ pricingHeaderId: 'pcf_chef', pricingOptionId: 'opt_dinner', pricingConfigId: 'cfg_flat' }],
    adjustments: [{ adjustmentAmount: -25, adjustmentReason: 'Loyalty credit' }],
  },
  promoCodes: [{ objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10 }],
};
const corrupt = { id: 'itm_bad', status: 'Booked', pricing: { itemTotal: 'free' } };

const usd = (amount: Parameters<typeof formatUsd>[0]): string => formatUsd(amount, { withCents: true });

const corruptResult = decode(ItineraryItem, corrupt, 'itinerary item');
console.log(`Corrupt response refused: ${E.isLeft(corruptResult) ? corruptResult.left.message : 'no'}`);

const decoded = decode(ItineraryItem, response, 'itinerary item');
if (E.isLeft(decoded)) throw new Error(decoded.left.message);
const item = decoded.right;
console.log(`Decoded ${item.id} "${item.name}": status ${item.status}, ${item.promoCodes.length} promo code`);

const promos = item.promoCodes.map(toPromoDiscount).filter((p): p is PromoDiscount => p !== undefined);
const total = priceTotal({
  subtotal: dollarsToCents(item.pricing?.itemTotal),
  adjustments: adjustmentsInCents(item.pricing?.adjustments),
  promos,
  coordinationFeePercent: item.coordinationFee,
  hasPlusCost: false,
});
const before = priceDisplay({ total: null, startingFrom: dollarsToCents(item.startingFrom) });
const after = priceDisplay({ total, taxes: null, startingFrom: dollarsToCents(item.startingFrom) });
if (before) console.log(`Before pricing the card reads: ${before.label} ${usd(before.amount)}`);
if (after) console.log(`Priced, the card reads: ${after.label} ${usd(after.amount)} (taxes included)`);

for (const [from, action] of [
  [item.status, 'reserve'],
  ['booked', 'quote'],
] as const) {
  const moved = nextStatus(from, action);
  console.log(
    E.isRight(moved)
      ? `${action}: ${from} -> ${moved.right} ("${statusLabel(moved.right)}")`
      : `${action}: refused (${moved.left.kind}) ${moved.left.message}`,
  );
}

const outcome = serviceOutcome('reserve');
const sent = reserveConfirmation(outcome);
console.log(`Reserve outcome ${outcome}: ${sent.title} ${sent.message}`);
const saved = reserveConfirmation('saved', item);
console.log(`Save-for-later outcome saved: ${saved.title}. ${saved.message}`);
