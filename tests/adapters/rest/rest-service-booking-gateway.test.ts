import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestServiceBookingGateway } from '../../../src/adapters/rest/rest-service-booking-gateway.js';
import {
  type ServiceBookingBody,
  STATUS_REQUEST_PARAMS,
} from '../../../src/adapters/rest/wire/service-booking.wire.js';
import { itineraryItemSample } from '../../core/arbitraries/samples.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestServiceBookingGateway(api), answer(status, body));

const bodyFor = (request: keyof typeof STATUS_REQUEST_PARAMS): ServiceBookingBody => ({
  itemStartDate: '2026-02-09T18:00:00.000Z',
  itemEndDate: '2026-02-09T21:00:00.000Z',
  itemBookingContext: 'ibc_1',
  cardId: 'card_1',
  ...STATUS_REQUEST_PARAMS[request],
  targetEntityIds: { itemId: 'itm_chef_1', itineraryId: 'itn_42' },
});
const ON = { itemId: 'itm_chef_1', itineraryId: 'itn_42' };
const CHOICES = {
  itemStartDate: '2026-02-09T18:00:00.000Z',
  itemEndDate: '2026-02-09T21:00:00.000Z',
  itemBookingContext: 'ibc_1',
  cardId: 'card_1',
};
const booked = (status: string) => ({
  data: { bookingResponse: { updatedItem: { ...itineraryItemSample, status } }, error: null },
});

const CALLS = [
  {
    name: 'requestServicePrice',
    request: 'request-price',
    path: 'request-price-next',
    status: 'in_progress',
  },
  { name: 'reserveService', request: 'reserve', path: 'reserve-service', status: 'approved' },
  {
    name: 'saveServiceForLater',
    request: 'save-for-later',
    path: 'save-for-later-service',
    status: 'saved_for_later',
  },
] as const;

describe('RestServiceBookingGateway', () => {
  it.each(CALLS)(
    '$name sends POST /api/services/{id}/$path with the body and answers the updated item and its itinerary',
    async (call) => {
      const { gateway, sent } = gatewayAnswering(200, booked(call.status));
      const result = await gateway[call.name]('svc private/chef', ON, CHOICES);
      expect(sent).toEqual([
        {
          method: 'POST',
          url: `https://api.test/api/services/svc%20private%2Fchef/${call.path}`,
          body: bodyFor(call.request),
        },
      ]);
      expect(E.isRight(result) && result.right).toMatchObject({
        item: { id: 'itm_chef_1', status: call.status },
        itinerary: { objectId: 'itn_42' },
      });
    },
  );

  it('data.error is a booking error with the host message and its reserve error type', async () => {
    const { gateway } = gatewayAnswering(200, {
      data: { error: { message: 'Card declined', type: 'card' } },
    });
    expect(await gateway.reserveService('svc_chef', ON, CHOICES)).toEqual(
      E.left({ kind: 'booking', message: 'Card declined', reserveErrorType: 'card' }),
    );
  });

  it('data.error beside an updated item is still the refusal: the guest must hear why', async () => {
    const answer = { data: { ...booked('approved').data, error: 'Card declined' } };
    const { gateway } = gatewayAnswering(200, answer);
    expect(await gateway.reserveService('svc_chef', ON, CHOICES)).toEqual(
      E.left({ kind: 'booking', message: 'Card declined' }),
    );
  });

  it("an answer with neither item nor error is 'Error creating itinerary listing item'", async () => {
    const { gateway } = gatewayAnswering(200, { data: {} });
    expect(await gateway.saveServiceForLater('svc_chef', ON, CHOICES)).toEqual(
      E.left({ kind: 'booking', message: 'Error creating itinerary listing item' }),
    );
  });

  it('an answer that does not decode is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, booked('pending'));
    const result = await gateway.requestServicePrice('svc_chef', ON, CHOICES);
    expect(E.isLeft(result) && result.left).toMatchObject({
      kind: 'decode',
      path: 'data.bookingResponse.updatedItem.status',
    });
    expect(E.isLeft(result) && result.left.message).toContain(
      'POST /api/services/svc_chef/request-price-next',
    );
  });

  it('a 400-499 failure comes back as it is: status and host message kept', async () => {
    for (const [status, kind] of [
      [400, 'rejected'],
      [403, 'forbidden'],
      [409, 'conflict'],
      [422, 'rejected'],
    ] as const) {
      const message = 'itemEndDate must not be before itemStartDate';
      const { gateway } = gatewayAnswering(status, { message });
      expect(await gateway.reserveService('svc_chef', ON, CHOICES)).toEqual(
        E.left({ kind, status, message, hostMessage: message }),
      );
    }
  });
});
