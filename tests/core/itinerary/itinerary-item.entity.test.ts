import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../../../src/core/itinerary/item-status.entity.js';
import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/item-status.rule.js';
import { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import { ItemDescriptors } from '../../../src/core/service/item-descriptors.entity.js';
import { ItemField } from '../../../src/core/service/item-field.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { itineraryItem } from '../arbitraries/itinerary.js';
import { itineraryItemSample } from '../arbitraries/samples.js';

const minimalItem = { id: 'itm_1', status: 'draft' };

describe('Itinerary item', () => {
  it('Itinerary item: accepts dates, time slot, fields, pricing, promo codes, itinerary and all descriptors', () => {
    const item = decoded(ItineraryItem, itineraryItemSample);
    expect(item.selectedTimeSlot?.isNoPreference).toBe(false);
    expect(item.fields.map((field) => field.id)).toEqual(['fld_allergies', 'fld_groceries']);
    expect(item.pricing?.itemPrice[0]?.pricingConfigId).toBe('cfg_flat');
    expect(item.promoCodes[0]?.name).toBe('SKI10');
    expect(item.itinerary?.objectId).toBe('itn_42');
    expect(item.serviceSiteSection).toBe('catalog');
    expect(item.servicePricingConfig?.configuration[0]?.configuration[0]?.pricingOptions).toHaveLength(2);
    expect(item.dateFieldType).toBe('Date + Time');
    expect(item.timeSlots).toHaveLength(2);
    expect(item.notes).toBeNull();
  });

  it('Itinerary item: a minimal item needs id and status; fields and promoCodes default to empty', () => {
    expect(decoded(ItineraryItem, minimalItem)).toEqual({ ...minimalItem, fields: [], promoCodes: [] });
  });

  it('Itinerary item: a wrong status is refused at status', () => {
    expectRejectedAt(ItineraryItem, { ...minimalItem, status: 'lost' }, 'status');
  });

  it('Itinerary item: a field without a type is refused at fields.0.type', () => {
    expectRejectedAt(ItineraryItem, { ...minimalItem, fields: [{ id: 'f' }] }, 'fields.0.type');
  });

  it('Itinerary item: a bad price entry total is named through pricing.itemPrice', () => {
    expectRejectedAt(
      ItineraryItem,
      {
        ...minimalItem,
        pricing: {
          itemPrice: [{ pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c', total: '9' }],
        },
      },
      'pricing.itemPrice.0.total',
    );
  });

  it('Itinerary item: a bad descriptor (dateFieldType) is refused', () => {
    expectRejectedAt(ItineraryItem, { ...minimalItem, dateFieldType: 'Date and Time' }, 'dateFieldType');
  });

  it('Itinerary item: startDate must be an ISO date', () => {
    expectRejectedAt(ItineraryItem, { ...minimalItem, startDate: 'next Tuesday' }, 'startDate');
  });

  it('Itinerary item: random JSON never throws through decode', () => {
    expectNeverThrows(ItineraryItem, itineraryItem);
  });

  it('Itinerary item: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(ItineraryItem, itineraryItem);
  });
});

describe('Itinerary item descriptors', () => {
  it('Itinerary item: descriptors are all optional', () => {
    expect(decoded(ItemDescriptors, {})).toEqual({});
  });

  it('Itinerary item: time slots inside descriptors are checked', () => {
    expectRejectedAt(ItemDescriptors, { timeSlots: [{ start: '09:00' }] }, 'timeSlots.0.end');
  });

  it('Itinerary item: servicePricingConfig rate basis is checked', () => {
    expectRejectedAt(
      ItemDescriptors,
      {
        servicePricingConfig: {
          configuration: [
            {
              objectId: 'h',
              configuration: [
                { pricingOptions: [{ objectId: 'o', configs: [{ objectId: 'c', rateBasis: 'week' }] }] },
              ],
            },
          ],
        },
      },
      'servicePricingConfig.configuration.0.configuration.0.pricingOptions.0.configs.0.rateBasis',
    );
  });
});

describe('Item fields (id, displayValue, value, type)', () => {
  it('Itinerary item: a field with value {content, type} decodes', () => {
    expect(
      decoded(ItemField, {
        id: 'f',
        type: 'text',
        displayValue: 'Peanuts',
        value: { content: 'Peanuts', type: 'text' },
      }).value,
    ).toEqual({
      content: 'Peanuts',
      type: 'text',
    });
  });

  it('Itinerary item: a field with only id and type decodes', () => {
    expect(decoded(ItemField, { id: 'f', type: 'text' })).toEqual({ id: 'f', type: 'text' });
  });

  it('Itinerary item: a displayValue that is not text is refused', () => {
    expectRejectedAt(ItemField, { id: 'f', type: 'text', displayValue: 3 }, 'displayValue');
  });
});

describe('Item status', () => {
  it('Item status: each status of the order decodes as itself', () => {
    for (const status of ITEM_STATUS_ORDER) expect(decoded(ItemStatus, status)).toBe(status);
  });

  it("Item status: 'booked or done' show Booked, so 'done' is read as booked", () => {
    expect(decoded(ItemStatus, 'done')).toBe('booked');
  });

  it('Item status: anything else is refused', () => {
    expectRejectedAt(ItineraryItem, { id: 'i', status: 'Booked' }, 'status');
  });
});
