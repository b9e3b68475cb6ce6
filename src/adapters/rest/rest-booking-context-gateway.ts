import type {
  BookingContextGateway,
  BookingContextIdsBody,
  SaveBookingContextBody,
} from '../../core/booking/index.js';
import { BookingContext } from '../../core/booking/index.js';
import type { RestClient } from './rest-client.js';
import { BookingContextList } from './wire/booking-context.wire.js';

/**
 * Booking contexts (docs/product/calls.md#auth-and-context); failures are the caller's to
 * report (docs/product/errors.md#load-failures).
 */
export class RestBookingContextGateway implements BookingContextGateway {
  constructor(private readonly api: RestClient) {}

  attachBookingContexts(body: BookingContextIdsBody) {
    return this.api.post('/api/attach-booking-contexts', BookingContextList, { body });
  }

  saveBookingContext(body: SaveBookingContextBody) {
    return this.api.put('/api/item-booking-context', BookingContext, { body });
  }

  myBookingContexts() {
    return this.api.get('/api/my-booking-contexts', BookingContextList);
  }

  bookingContextsByIds(body: BookingContextIdsBody) {
    return this.api.post('/api/item-booking-contexts', BookingContextList, { body });
  }
}
