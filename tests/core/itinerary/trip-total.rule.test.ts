import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingPriceParts, servicePriceParts } from '../../../src/core/itinerary/item-price-parts.rule.js';
import type { ItemStatus } from '../../../src/core/itinerary/item-status.rule.js';
import { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import { tripTotal, tripTotalShare } from '../../../src/core/itinerary/trip-total.rule.js';

const decode = <T>(
  codec: { is: (u: unknown) => u is T; decode: (u: unknown) => unknown },
  wire: unknown,
): T => {
  const decoded = codec.decode(wire) as { _tag: string; right?: T };
  if (decoded._tag !== 'Right') throw new Error(`does not decode: ${JSON.stringify(wire)}`);
  return decoded.right as T;
};

/** A service priced at `dollars` on one per-person line, with a 10% coordination fee. */
const service = (name: string, status: string, dollars: number | null, extra: Record<string, unknown> = {}) =>
  decode(ItineraryItem, {
    id: name,
    status,
    name,
    coordinationFee: 10,
    ...(dollars === null ? {} : { pricing: { itemTotal: dollars, itemPrice: [], adjustments: [] } }),
    ...extra,
  });

/** A home priced at a base rate with a cleaning fee, taxes and a deposit. */
const home = (name: string, status: string, priced = true) =>
  decode(ListingItem, {
    objectId: name,
    status,
    listing: { objectId: `l-${name}`, name },
    ...(priced
      ? {
          estimatedItemPricing: {
            totalBaseRate: 1000.1,
            pricingFees: [{ name: 'Cleaning', amount: 200.2 }],
            taxes: 90.05,
            securityDeposit: 500,
          },
        }
      : {}),
  });

describe('trip total: shares by status', () => {
  it.each([
    ['booked', 'booked'],
    ['done', 'booked'],
    ['approved', 'pending'],
    ['in_progress', 'pending'],
    ['quoted', 'pending'],
    ['draft', 'saved'],
    ['info', 'saved'],
    ['saved_for_later', 'saved'],
    ['canceled', null],
    ['not_available', null],
  ] as const)('%s counts as %s', (status, share) => {
    expect(tripTotalShare(status)).toBe(share);
  });
});

describe('trip total', () => {
  it('adds homes and services, fees, taxes, discounts and deposits, split by where each stands', () => {
    const total = tripTotal({
      homes: [home('Aspen Ridge Chalet', 'booked')],
      services: [
        service('Guide', 'approved', 400),
        service('Chef', 'quoted', 600, {
          promoCodes: [{ objectId: 'p1', name: 'TENOFF', kind: 'fixed', amount: 10 }],
          pricing: { itemTotal: 600, itemPrice: [], adjustments: [{ adjustmentAmount: -50 }] },
        }),
        service('Balloon', 'canceled', 900),
        service('Spa', 'saved_for_later', 100),
        service('Yoga', 'draft', null),
      ],
    });
    expect(total).toEqual({
      homes: 100010,
      services: 40000 + 55000 + 10000,
      fees: 20020 + 4000 + 6000 + 1000,
      taxes: 9005,
      discounts: 1000,
      deposit: 50000,
      total: 179035 + 44000 + 60000 + 11000,
      priced: 4,
      shares: { booked: 179035, pending: 44000 + 60000, saved: 11000 },
      counts: { booked: 1, pending: 2, saved: 2 },
      unpriced: ['Yoga'],
      openCosts: [],
    });
  });

  it('names what has no price yet rather than counting it as $0', () => {
    const total = tripTotal({
      homes: [home('Lake House', 'draft', false)],
      services: [service('Spa day', 'in_progress', null), service('Canceled one', 'canceled', null)],
    });
    expect(total.unpriced).toEqual(['Lake House', 'Spa day']);
    expect(total.priced).toBe(0);
    expect(total.total).toBe(0);
  });

  it('a price with an open cost counts without its coordination fee and says what is open', () => {
    const chef = service('Chef', 'quoted', 600, {
      servicePricingConfig: {
        configuration: [
          {
            objectId: 'h',
            configuration: [
              {
                pricingOptions: [
                  {
                    objectId: 'o',
                    configs: [{ objectId: 'c', fixedRate: 600, plusCostLabel: '+ groceries' }],
                  },
                ],
              },
            ],
          },
        ],
      },
      pricing: {
        itemTotal: 600,
        itemPrice: [{ pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c', total: 600 }],
        adjustments: [],
      },
    });
    const total = tripTotal({ homes: [], services: [chef] });
    expect(total).toMatchObject({ total: 60000, fees: 0, openCosts: ['Chef (+ groceries)'] });
  });

  it('credits beyond a whole price are not taken: the parts still add up to a total of 0', () => {
    const parts = servicePriceParts(
      service('Refunded', 'quoted', 100, {
        pricing: { itemTotal: 100, itemPrice: [], adjustments: [{ adjustmentAmount: -300 }] },
      }),
    );
    expect(parts).toMatchObject({ total: 0 });
    expect(parts && parts.base + parts.fees - parts.discounts).toBe(0);
  });

  it('the total is the sum of the items’ totals and of its shares, to the cent (no rounding drift)', () => {
    const statuses: ItemStatus[] = ['draft', 'quoted', 'approved', 'booked', 'canceled', 'saved_for_later'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...statuses),
            dollars: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
            fee: fc.integer({ min: 0, max: 30 }),
            adjustment: fc.integer({ min: -50_000, max: 50_000 }).map((c) => c / 100),
            percent: fc.integer({ min: 0, max: 100 }),
          }),
          { maxLength: 8 },
        ),
        (rows) => {
          const services = rows.map((row, index) =>
            service(`s${index}`, row.status, row.dollars, {
              coordinationFee: row.fee,
              pricing: {
                itemTotal: row.dollars,
                itemPrice: [],
                adjustments: [{ adjustmentAmount: row.adjustment }],
              },
              promoCodes: [{ objectId: `p${index}`, kind: 'percent', amount: row.percent }],
            }),
          );
          const homes = [home('h', 'quoted')];
          const total = tripTotal({ services, homes });
          const counted = [
            ...services
              .filter((item) => tripTotalShare(item.status))
              .map((item) => servicePriceParts(item)?.total ?? 0),
            ...homes.map((item) => listingPriceParts(item)?.total ?? 0),
          ];
          expect(total.total).toBe(counted.reduce<number>((a, b) => a + b, 0));
          expect(total.shares.booked + total.shares.pending + total.shares.saved).toBe(total.total);
          expect(
            total.homes + total.services + total.fees + total.taxes + total.deposit - total.discounts,
          ).toBe(total.total);
          expect(Number.isInteger(total.total)).toBe(true);
        },
      ),
    );
  });
});
