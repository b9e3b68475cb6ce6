import * as E from 'fp-ts/lib/Either.js';
import { PathReporter } from 'io-ts/lib/PathReporter.js';
import { describe, expect, it } from 'vitest';
import type { ItemStatus } from '../../../src/core/itinerary/item-status.rule.js';
import { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import {
  DATE_NOT_CHOSEN,
  guestsLine,
  homeRow,
  itineraryOrder,
  serviceRow,
} from '../../../src/ui/itineraries/item-rows.js';
import { itemsInEveryStatus, listingItem, pricedChef, pricedGuide, serviceItem } from './trip-fixtures.js';

const decode = <T>(codec: { decode: (u: unknown) => E.Either<unknown, T> }, wire: unknown): T => {
  const decoded = codec.decode(wire);
  if (E.isLeft(decoded)) throw new Error(PathReporter.report(decoded as never).join('\n'));
  return decoded.right;
};
const service = (wire: unknown) => serviceRow(decode(ItineraryItem, wire));
const stay = (wire: unknown) => homeRow(decode(ListingItem, wire));

describe('itinerary rows: status labels', () => {
  it('labels each status; draft and info show nothing', () => {
    expect(itemsInEveryStatus().map((wire) => [wire.status, service(wire).statusLabel])).toEqual([
      ['draft', undefined],
      ['info', undefined],
      ['in_progress', 'Price Requested'],
      ['quoted', 'Quote Provided'],
      ['saved_for_later', 'Saved For Later'],
      ['approved', 'Pending Confirmation — We will be in touch shortly'],
      ['booked', 'Booked'],
      ['canceled', 'Canceled'],
      ['not_available', 'Not Available'],
    ]);
  });

  it("an old item's 'done' reads as booked, and a booked item cannot be removed", () => {
    expect(service(serviceItem('old', 'done'))).toMatchObject({ statusLabel: 'Booked', deletable: false });
    expect(
      itemsInEveryStatus()
        .filter((wire) => !service(wire).deletable)
        .map((wire) => wire.status),
    ).toEqual(['booked']);
  });
});

describe('itinerary rows: prices', () => {
  it("an unpriced service shows its starting-from price as 'from', without taxes", () => {
    expect(service(serviceItem('a', 'draft')).price).toEqual({ label: 'from', amount: '$120' });
  });

  it("a priced service shows its total with the coordination fee as 'total'", () => {
    // $400 subtotal + 10% coordination = $440.
    expect(service(pricedGuide('g', 'quoted')).price).toEqual({ label: 'total', amount: '$440' });
  });

  it('adjustments and promo codes count, and cents are kept', () => {
    const wire = pricedGuide('g', 'quoted');
    const row = service({
      ...wire,
      pricing: { ...wire.pricing, adjustments: [{ adjustmentAmount: -50, adjustmentReason: 'Goodwill' }] },
      promoCodes: [{ objectId: 'p1', name: 'SNOW10', kind: 'percent', amount: 10.5 }],
    });
    // (400 - 50) = 350, less 10.5% = 313.25, plus 10% of the 400 subtotal = 353.25.
    expect(row.price).toEqual({ label: 'total', amount: '$353.25' });
  });

  it("an open 'plus' cost leaves the coordination fee out and names the cost", () => {
    expect(service(pricedChef('c', 'quoted')).price).toEqual({
      label: 'total',
      amount: '$600',
      plusCost: '+ groceries',
    });
  });

  it('a service with neither total nor starting-from price shows none', () => {
    expect(service(serviceItem('x', 'draft', { startingFrom: null })).price).toBeUndefined();
  });

  it("a home's total is the listing total: rate, fees, taxes and deposit", () => {
    // 3150 + 250 + 340.50 + 500
    expect(stay(listingItem('li', 'quoted')).price).toEqual({ label: 'total', amount: '$4,240.50' });
  });

  it("a home without a quote shows its nightly 'from' rate", () => {
    expect(stay(listingItem('li', 'draft', { estimatedItemPricing: null })).price).toEqual({
      label: 'from',
      amount: '$450',
      per: 'night',
    });
  });

  it('a failed instant price is not taken for a total', () => {
    const row = stay(
      listingItem('li', 'draft', {
        estimatedItemPricing: null,
        instantPriceFailed: true,
        instantPricing: { reliability: 'unknown', pricing: { totalBaseRate: 1, pricingFees: [] } },
      }),
    );
    expect(row.price?.label).toBe('from');
  });
});

describe('itinerary rows: dates and guests (formats)', () => {
  it('a timed service shows its day and time in its own time zone (daylight time from 10 March)', () => {
    expect(service(serviceItem('a', 'draft')).when).toBe('Sunday, March 10, 2030 7:00 PM');
  });

  it('a chosen time slot is shown after the day', () => {
    const wire = serviceItem('a', 'draft', {
      selectedTimeSlot: { start: '2030-03-10T16:00:00.000Z', end: '2030-03-10T18:00:00.000Z' },
      startDate: '2030-03-10T16:00:00.000Z',
    });
    expect(service(wire).when).toBe('Sunday, March 10, 2030, 10:00 AM - 12:00 PM');
    const noPreference = { ...wire, selectedTimeSlot: { start: '', end: '', isNoPreference: true } };
    expect(service(noPreference).when).toBe('Sunday, March 10, 2030, No preference');
  });

  it('date-only and date-range services show days', () => {
    expect(service(serviceItem('a', 'draft', { dateFieldType: 'Date Only' })).when).toBe(
      'Sunday, March 10, 2030',
    );
    expect(
      service(
        serviceItem('a', 'draft', {
          dateFieldType: 'Date Range',
          startDate: '2030-03-10T17:00:00.000Z',
          endDate: '2030-03-12T17:00:00.000Z',
        }),
      ).when,
    ).toBe('Sunday, March 10, 2030 – Tuesday, March 12, 2030');
  });

  it('a service without a chosen date says so', () => {
    expect(service(serviceItem('a', 'draft', { isDateSelected: false })).when).toBe(DATE_NOT_CHOSEN);
    expect(service(serviceItem('a', 'draft', { startDate: null })).when).toBe(DATE_NOT_CHOSEN);
  });

  it('a home shows check-in, check-out and its party', () => {
    expect(stay(listingItem('li', 'quoted'))).toMatchObject({
      kind: 'home',
      name: 'Aspen Ridge Chalet',
      destination: 'Aspen',
      checkIn: 'Saturday, March 9, 2030',
      checkOut: 'Saturday, March 16, 2030',
      guests: '2 adults, 1 child, 1 pet',
      statusLabel: 'Quote Provided',
    });
    expect(
      guestsLine(
        decode(
          ListingItem,
          listingItem('li', 'draft', { adultCount: 1, childCount: 0, petCount: 0, infantCount: 2 }),
        ),
      ),
    ).toBe('1 adult, 2 infants');
    expect(
      guestsLine(
        decode(
          ListingItem,
          listingItem('li', 'draft', { adultCount: null, childCount: null, petCount: null }),
        ),
      ),
    ).toBe('Guests not chosen yet');
  });
});

describe('itinerary rows: what the owner may do with a home', () => {
  it('change its stay until approved, booked or canceled; reserve it once quoted', () => {
    const statuses: ItemStatus[] = [
      'draft',
      'in_progress',
      'quoted',
      'approved',
      'booked',
      'canceled',
      'not_available',
    ];
    expect(
      statuses.map((status) => {
        const row = stay(listingItem('li', status));
        return [status, row.stayChangeable, row.reservable];
      }),
    ).toEqual([
      ['draft', true, false],
      ['in_progress', true, false],
      ['quoted', true, true],
      ['approved', false, false],
      ['booked', false, false],
      ['canceled', false, false],
      ['not_available', true, false],
    ]);
  });
});

describe('itinerary rows: order', () => {
  it('by when things happen, undated last, one moment from least to most settled', () => {
    const at = (id: string, status: ItemStatus, startDate: string | null, isDateSelected = true) => ({
      id,
      status,
      startDate,
      isDateSelected,
    });
    const ordered = itineraryOrder([
      at('undated', 'draft', null),
      at('later', 'draft', '2030-03-12T10:00:00.000Z'),
      at('unchosen', 'draft', '2030-03-01T10:00:00.000Z', false),
      at('booked-first', 'booked', '2030-03-10T10:00:00.000Z'),
      at('quoted-first', 'quoted', '2030-03-10T10:00:00.000Z'),
      at('undated-booked', 'booked', null),
    ]);
    expect(ordered.map((item) => item.id)).toEqual([
      'quoted-first',
      'booked-first',
      'later',
      'undated', // as listed: an unchosen date counts as none
      'unchosen',
      'undated-booked',
    ]);
  });
});
