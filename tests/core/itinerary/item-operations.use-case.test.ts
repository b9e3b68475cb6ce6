import { describe, expect, it, vi } from 'vitest';
import { addServiceItem } from '../../../src/core/itinerary/add-service-item.use-case.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { ItineraryItemGateway } from '../../../src/core/itinerary/itinerary-item-gateway.port.js';
import {
  applyFieldValues,
  submitItemFields,
} from '../../../src/core/itinerary/submit-item-fields.use-case.js';
import { itinerary, serviceItem } from '../booking/reserve-fixtures.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const body = {
  itemStartDate: null,
  itemEndDate: null,
  recommendationType: null,
  referringService: null,
  itemTimeSlot: null,
};
const dated = (startDate: string | null, endDate: string | null = null): ItineraryItem => ({
  ...serviceItem,
  id: 'itm_new',
  startDate,
  endDate,
});
const addWith = (item: ItineraryItem) => vi.fn<ItineraryItemGateway['addService']>(() => right(item));

describe('Creating an item whose dates fall outside the itinerary widens the itinerary dates', () => {
  it('the item is created on the itinerary and a later end moves the departure', async () => {
    const addService = addWith(dated('2026-02-13T10:00:00.000Z', '2026-02-16T10:00:00.000Z'));
    const added = rightOf(
      await addServiceItem({ items: { addService } }, { itinerary, serviceId: 'svc_1', body }),
    );
    expect(addService).toHaveBeenCalledWith('itn_42', 'svc_1', body);
    expect(added.datesWidened).toBe(true);
    expect(added.itinerary.arrivalDate).toEqual(itinerary.arrivalDate);
    expect(added.itinerary.departureDate).toEqual({ __type: 'Date', iso: '2026-02-16T10:00:00.000Z' });
    expect(added.itinerary.itineraryName).toBe('Vail ski week');
  });

  it('an earlier single-day item moves the arrival', async () => {
    const addService = addWith(dated('2026-02-05T10:00:00.000Z'));
    const added = rightOf(
      await addServiceItem({ items: { addService } }, { itinerary, serviceId: 'svc_1', body }),
    );
    expect(added.itinerary.arrivalDate?.iso).toBe('2026-02-05T10:00:00.000Z');
    expect(added.itinerary.departureDate).toEqual(itinerary.departureDate);
  });

  it("an itinerary without dates takes the item's", async () => {
    const undatedTrip = { ...itinerary, arrivalDate: null, departureDate: null };
    const addService = addWith(dated('2026-02-09T10:00:00.000Z', '2026-02-10T10:00:00.000Z'));
    const added = rightOf(
      await addServiceItem({ items: { addService } }, { itinerary: undatedTrip, serviceId: 'svc_1', body }),
    );
    expect(added.itinerary.arrivalDate).toEqual({ iso: '2026-02-09T10:00:00.000Z' });
    expect(added.itinerary.departureDate).toEqual({ iso: '2026-02-10T10:00:00.000Z' });
  });

  it('an item inside the trip, or without dates, leaves the itinerary as it is', async () => {
    for (const item of [dated('2026-02-09T10:00:00.000Z'), dated(null)]) {
      const added = rightOf(
        await addServiceItem(
          { items: { addService: addWith(item) } },
          { itinerary, serviceId: 'svc_1', body },
        ),
      );
      expect(added).toEqual({ item, itinerary, datesWidened: false });
      expect(added.itinerary).toBe(itinerary);
    }
  });

  it('item operations rethrow with the server body message', async () => {
    const refused = http(403, 'Only the owner may change this trip');
    const result = await addServiceItem(
      { items: { addService: () => left(refused) } },
      { itinerary, serviceId: 's', body },
    );
    expect(leftOf(result)).toBe(refused);
  });
});

describe('item fieldValues', () => {
  const update = {
    objectId: 'fld_allergies',
    displayValue: 'Shellfish',
    value: { content: 'Shellfish', type: 'text' },
  };

  it("the host's updated entries replace the fields they name; the others are untouched", async () => {
    const updateItemFieldValues = vi.fn<ItineraryItemGateway['updateItemFieldValues']>(() => right([update]));
    const saved = rightOf(
      await submitItemFields(
        { items: { updateItemFieldValues } },
        { itineraryId: 'itn_42', item: serviceItem, updates: [update] },
      ),
    );
    expect(updateItemFieldValues).toHaveBeenCalledWith('itn_42', 'itm_chef_1', [update]);
    expect(saved.fields[0]).toEqual({
      ...serviceItem.fields[0],
      displayValue: 'Shellfish',
      value: update.value,
    });
    expect(saved.fields[1]).toBe(serviceItem.fields[1]);
  });

  it('an entry without display value or value clears them', () => {
    const [field] = applyFieldValues(serviceItem.fields, [{ objectId: 'fld_allergies' }]);
    expect(field).toMatchObject({ displayValue: null, value: null, name: 'Allergies' });
  });

  it("a failed submit answers the host's message", async () => {
    const result = await submitItemFields(
      { items: { updateItemFieldValues: () => left(http(400, 'Allergies is too long')) } },
      { itineraryId: 'itn_42', item: serviceItem, updates: [update] },
    );
    expect(leftOf(result).message).toBe('Allergies is too long');
  });
});
