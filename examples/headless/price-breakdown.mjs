/**
 * A home's price breakdown in plain Node: the home's instant price for a stay (its gateway
 * in memory), read line by line as the home's page shows it, with a credit and a promo code.
 *
 *   npm run build:core && node examples/headless/price-breakdown.mjs
 */
import { decode, formatUsd, InstantPricing, listingPriceBreakdown } from '@keyhaven/core';
import { headlessUseCases, memoryPorts } from '@keyhaven/core/headless';

const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stay = { startDate: dayFromToday(45), endDate: dayFromToday(50) };

const ports = memoryPorts({
  gateways: {
    listingGateway: {
      // GET /api/listing/{id}/instant-pricing as the host answers it (dollars on the wire).
      instantPricing: async () =>
        decode(
          InstantPricing,
          {
            reliability: 'exact',
            pricing: {
              totalBaseRate: 4250,
              pricingFees: [
                { name: 'Cleaning', amount: 300 },
                { name: 'Ski valet', amount: 125 },
              ],
              taxes: 467.5,
              securityDeposit: 1000,
            },
          },
          'instant pricing',
        ),
    },
  },
});
const core = headlessUseCases(ports);

const priced = await core.loadInstantPricing('lst_aspen_ridge', {
  ...stay,
  adultCount: 2,
  childCount: 0,
  infantCount: 0,
  petCount: 0,
});
if (priced.instantPriceFailed || !priced.instantPricing.pricing) {
  throw new Error(`No price: ${priced.instantPricing.errorMessage}`);
}
const breakdown = listingPriceBreakdown({
  pricing: priced.instantPricing.pricing,
  adjustments: [{ adjustmentAmount: -200, adjustmentReason: 'Returning guest credit' }],
  promoCodes: [{ objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10 }],
  stay,
});
const usd = (amount) => formatUsd(amount, { withCents: true });
console.log(
  `Stay ${stay.startDate} to ${stay.endDate}: ${breakdown.nights} nights at ${usd(breakdown.averageNightly)} a night (${priced.instantPricing.reliability} price)`,
);
for (const line of breakdown.lines) console.log(`  ${line.name}: ${usd(line.amount)}`);
console.log(`Total: ${usd(breakdown.total)}`);
const sum = breakdown.lines.reduce((total, line) => total + line.amount, 0);
console.log(`Lines add up to the total: ${sum === breakdown.total}`);
