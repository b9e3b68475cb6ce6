import { describe, expect, it } from 'vitest';
import {
  AttachmentList,
  GroceryItemList,
  ItineraryItemList,
  ItineraryList,
} from '../../../../src/adapters/rest/wire/itinerary-lists.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';
import { itineraryItemSample, itinerarySummarySample } from '../../../core/arbitraries/samples.js';

describe('itinerary lists', () => {
  it('GET /api/itinerary: trips with their items decode', () => {
    const [trip] = decoded(ItineraryList, [{ ...itinerarySummarySample, items: [itineraryItemSample] }]);
    expect(trip?.items[0]?.id).toBe('itm_chef_1');
    expect(decoded(ItineraryList, [itinerarySummarySample])[0]?.items).toEqual([]);
  });

  it('GET /api/itinerary: a bad item is named at 0.items.0.status', () => {
    expectRejectedAt(
      ItineraryList,
      [{ ...itinerarySummarySample, items: [{ ...itineraryItemSample, status: 'pending' }] }],
      '0.items.0.status',
    );
  });

  it('GET /api/itinerary/{id}/items decodes; a bad date is named at 0.startDate', () => {
    expect(decoded(ItineraryItemList, [itineraryItemSample])).toHaveLength(1);
    expectRejectedAt(ItineraryItemList, [{ ...itineraryItemSample, startDate: 'Feb 9' }], '0.startDate');
  });

  it('GET /api/{type}/{id}/attachments decodes; a missing url is named at 0.url', () => {
    const attachment = {
      objectId: 'att_1',
      name: 'Rental agreement.pdf',
      url: 'https://files.example/att_1.pdf',
      contentType: 'application/pdf',
      createdAt: '2026-01-10T12:00:00.000Z',
    };
    expect(decoded(AttachmentList, [attachment])[0]?.name).toBe('Rental agreement.pdf');
    expectRejectedAt(AttachmentList, [{ objectId: 'att_1', name: 'x' }], '0.url');
  });

  it('GET /api/grocery-items decodes; a numeric name is named at 1.name', () => {
    const eggs = { objectId: 'grc_eggs', name: 'Eggs', category: 'Dairy', imageUrl: null };
    expect(decoded(GroceryItemList, [eggs])).toEqual([eggs]);
    expectRejectedAt(GroceryItemList, [eggs, { objectId: 'grc_x', name: 12 }], '1.name');
  });
});
