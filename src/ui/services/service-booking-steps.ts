import { injectable } from 'inversify';
import {
  openServiceBooking,
  runServiceAction,
  type ServiceActionDeps,
  type ServiceActionRequest,
  ServiceBookingGateway,
} from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import { ItineraryGateway, ItineraryItemGateway } from '../../core/itinerary/index.js';
import { NotificationSink } from '../../core/notifications/index.js';
import type { Service } from '../../core/service/index.js';
import { ServiceGateway } from '../../core/service/index.js';
import { KeyValueStore } from '../../core/storage/index.js';
import { BookingContextsViewModel } from '../booking/booking-contexts.view-model.js';
import { inject } from '../di/inject.js';

/**
 * The core use cases of a service's panel (openServiceBooking, runServiceAction) bound to the
 * ports they call, so the panel's view-model sends events here rather than holding gateways.
 */
@injectable()
export class ServiceBookingSteps {
  readonly #deps: ServiceActionDeps & { readonly services: ServiceGateway };

  constructor(
    @inject(ServiceGateway) services: ServiceGateway,
    @inject(ServiceBookingGateway) bookings: ServiceBookingGateway,
    @inject(ItineraryGateway) itineraries: ItineraryGateway,
    @inject(ItineraryItemGateway) items: ItineraryItemGateway,
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(NotificationSink) notifications: NotificationSink,
    @inject(BookingContextsViewModel) contexts: BookingContextsViewModel,
  ) {
    this.#deps = {
      services,
      bookings,
      itineraries,
      items,
      store,
      errors,
      notifications,
      // The guest is signed in when an action runs: the context is theirs, not an anonymous one.
      saveContext: (item, state) => contexts.saved(item, state, { anonymous: false }),
    };
  }

  opened(service: Service, itineraryId: string | null) {
    return openServiceBooking(this.#deps, service, itineraryId);
  }

  run(request: ServiceActionRequest) {
    return runServiceAction(this.#deps, request);
  }
}
