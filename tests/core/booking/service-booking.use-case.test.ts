import { describe, expect, it, vi } from 'vitest';
import type { ServiceBookingRequest } from '../../../src/core/booking/request-service-status.js';
import type {
  ServiceBookingParams,
  ServiceItemOnTrip,
} from '../../../src/core/booking/service-booking-gateway.port.js';
import {
  requestServicePrice,
  reserveService,
  saveServiceForLater,
} from '../../../src/core/booking/service-status-requests.use-case.js';
import { bookingRefused } from '../../../src/core/booking-terms/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking-terms/dialog-content.rule.js';
import { itineraryListingItemFailed } from '../../../src/core/errors/known-errors.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { UpdatedItem } from '../../../src/core/itinerary/updated-item.model.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, serviceItem } from './reserve-fixtures.js';

const input: ServiceBookingRequest = {
  serviceId: 'svc_private_chef',
  itemId: 'itm_chef_1',
  itineraryId: 'itn_42',
  params: { cardId: 'card_1', promoCodes: [], itemBookingContext: 'ctx_1' },
};

const answerWith = (status: string): UpdatedItem<ItineraryItem> => ({
  item: { ...serviceItem, status } as typeof serviceItem,
  itinerary,
});

type Call = (
  serviceId: string,
  on: ServiceItemOnTrip,
  choices: ServiceBookingParams,
) => ReturnType<typeof right<UpdatedItem<ItineraryItem>>>;

const fake = (answer: () => ReturnType<Call>) => vi.fn<Call>(answer);

describe('service price request (request-price-next)', () => {
  it('asks for the price of the service on its item with the guest’s params; the item goes in progress', async () => {
    const call = fake(() => right(answerWith('in_progress')));
    const result = rightOf(
      await requestServicePrice({ bookings: { requestServicePrice: call }, errors: reporter() }, input),
    );
    // The intent only: the status fields and targetEntityIds are the REST adapter's wire body.
    expect(call).toHaveBeenCalledWith(
      'svc_private_chef',
      { itemId: 'itm_chef_1', itineraryId: 'itn_42' },
      { cardId: 'card_1', promoCodes: [], itemBookingContext: 'ctx_1' },
    );
    expect(result.outcome).toBe('requested');
    expect(result.item.status).toBe('in_progress');
    expect(result.itinerary).toEqual(itinerary);
    expect(result.confirmation.title).toBe('Submitted');
  });
});

describe('service reserve (reserve-service)', () => {
  it("reserves the service on its item; outcome 'booked'", async () => {
    const call = fake(() => right(answerWith('approved')));
    const result = rightOf(
      await reserveService({ bookings: { reserveService: call }, errors: reporter() }, input),
    );
    expect(call.mock.calls[0]?.slice(1)).toEqual([
      { itemId: 'itm_chef_1', itineraryId: 'itn_42' },
      input.params,
    ]);
    expect(result.outcome).toBe('booked');
    expect(result.confirmation.title).toBe('Your request has been sent!');
  });

  it('booking rethrows 400-499 HTTP errors as-is', async () => {
    const refused: AppError = http(409, 'Cannot reserve an item whose status is booked');
    const errors = reporter();
    const result = await reserveService({ bookings: { reserveService: () => left(refused) }, errors }, input);
    expect(leftOf(result)).toBe(refused);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a 500 is reported (naming the request) and the guest gets the generic line', async () => {
    const errors = reporter();
    const failure = http(500);
    const result = await reserveService({ bookings: { reserveService: () => left(failure) }, errors }, input);
    expect(leftOf(result)).toEqual({ kind: 'booking', message: DEFAULT_DIALOG_MESSAGE, status: 500 });
    expect(errors.report).toHaveBeenCalledWith(failure, { during: 'reserve' });
  });

  it('a refusal (data.error) is the reserve error, kept as the gateway read it', async () => {
    const errors = reporter();
    const refusal = bookingRefused('Card declined', 'card');
    const result = await reserveService({ bookings: { reserveService: () => left(refusal) }, errors }, input);
    expect(leftOf(result)).toEqual({ kind: 'booking', message: 'Card declined', reserveErrorType: 'card' });
    expect(errors.report).not.toHaveBeenCalled();
  });

  it("'Error creating itinerary listing item' is kept and not reported", async () => {
    const errors = reporter();
    const result = await reserveService(
      { bookings: { reserveService: () => left(itineraryListingItemFailed()) }, errors },
      input,
    );
    expect(leftOf(result)).toEqual({ kind: 'booking', message: 'Error creating itinerary listing item' });
    expect(errors.report).not.toHaveBeenCalled();
  });
});

describe('service save for later (save-for-later-service)', () => {
  it('saves the service on its item for later; outcome saved', async () => {
    const call = fake(() => right(answerWith('saved_for_later')));
    const result = rightOf(
      await saveServiceForLater({ bookings: { saveServiceForLater: call }, errors: reporter() }, input),
    );
    expect(call.mock.calls[0]?.slice(1)).toEqual([
      { itemId: 'itm_chef_1', itineraryId: 'itn_42' },
      input.params,
    ]);
    expect(result.outcome).toBe('saved');
  });

  it('saved: the last change date is the updated start minus the lead time, in its zone', async () => {
    const late = {
      ...serviceItem,
      status: 'saved_for_later' as const,
      startDate: '2026-02-09T03:00:00.000Z',
    };
    const call = fake(() => right({ item: late, itinerary }));
    const result = rightOf(
      await saveServiceForLater({ bookings: { saveServiceForLater: call }, errors: reporter() }, input),
    );
    // 03:00Z on the 9th is still the 8th in Denver; minus 2880 minutes (two days) is Friday the 6th.
    expect(result.confirmation).toEqual({
      title: 'Saved For Later',
      message: 'You have until Friday, February 6, 2026 to complete the reservation.',
      buttons: [],
    });
  });

  it('saved: an item without a start date may be completed at any time', async () => {
    const undated = { ...serviceItem, status: 'saved_for_later' as const, startDate: null };
    const call = fake(() => right({ item: undated, itinerary }));
    const result = rightOf(
      await saveServiceForLater({ bookings: { saveServiceForLater: call }, errors: reporter() }, input),
    );
    expect(result.confirmation.message).toBe(
      'You may click the service at any time to complete the reservation',
    );
  });
});
