import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { SIMILAR_SERVICES_COUNT } from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { Itinerary } from '../../core/itinerary/index.js';
import { ItineraryGateway, type OnTrip, servicesOnTrip } from '../../core/itinerary/index.js';
import { type ServicePlace, serviceHomePath, withPreservedQuery } from '../../core/navigation/index.js';
import type { Service } from '../../core/service/index.js';
import { ServiceGateway, serviceDatesOf, serviceDetailBody } from '../../core/service/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ServiceDetailsState =
  | { readonly status: 'loading' }
  /**
   * marketId: the market the service is booked in (the address's, or the trip's); onTrip: how
   * the trip the guest looks from already holds it, if it does.
   */
  | {
      readonly status: 'ready';
      readonly service: Service;
      readonly marketId: string | null;
      readonly onTrip: OnTrip | null;
    }
  /** The service stands for a home: the page opens that home at `path` instead. */
  | { readonly status: 'home'; readonly path: string }
  | { readonly status: 'failed' };

/** What the booking part is given: the service, the market it is booked in, the trip it joins. */
export interface ServiceBookingPlace {
  readonly service: Service;
  readonly marketId: string;
  readonly itineraryId: string | null;
}

interface Deps {
  readonly services: Pick<ServiceGateway, 'serviceDetail' | 'similarServices'>;
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary'>;
  readonly shell: ShellViewModel;
  readonly errors: ErrorReporter;
}

/**
 * What the page's answers depend on: the place, the service, and of the address only the
 * product line and the dates. Other parameters (analytics, a booking part keeping its choices
 * in the address) change nothing shown here, so they load nothing again.
 */
const keyOf = (place: ServicePlace, serviceId: string, search: string): string => {
  const params = new URLSearchParams(search);
  const asked = ['product_line', 'start_date', 'end_date'].map((name) => params.get(name));
  return JSON.stringify([place, serviceId, ...asked]);
};

/**
 * A service's details page (docs/product/routes.md#service-details): the service, priced and
 * described for the trip and lead the guest looks from, and the services like it. Opened
 * from a trip, the trip is loaded too: it names the market the service is booked in, the
 * dates similar services are asked near, and whether the trip already holds the service. The service or the trip failing is a page-load
 * error (docs/product/errors.md#load-failures), an unknown one the host's 404; similar
 * services failing are reported and left out. A service that stands for a home opens the
 * home. The read-only catalog offers no booking at all.
 */
@injectable()
export class ServiceDetailsViewModel {
  state: ServiceDetailsState = { status: 'loading' };
  similar: readonly Service[] = [];
  place: ServicePlace | null = null;
  /** What was asked for last (keyOf): an answer for an earlier ask is dropped. */
  #shown: string | null = null;
  readonly #deps: Deps;
  readonly #photoFailures: PhotoFailures;

  constructor(
    @inject(ServiceGateway) services: Deps['services'],
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = { services, itineraries, shell, errors };
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(
      this,
      { state: observableRef, similar: observableRef, place: observableRef },
      { autoBind: true },
    );
  }

  /**
   * What the booking part books, or null where nothing is offered: the read-only catalog,
   * a service not shown (yet), or a trip that names no market.
   */
  get booking(): ServiceBookingPlace | null {
    const { state, place } = this;
    if (state.status !== 'ready' || !place || place.kind === 'readonly' || !state.marketId) return null;
    return {
      service: state.service,
      marketId: state.marketId,
      itineraryId: place.kind === 'trip' ? place.itineraryId : null,
    };
  }

  /**
   * Shows the service at this address; an address asking the same (keyOf) loads nothing
   * again, a newer ask wins.
   */
  async opened(place: ServicePlace, serviceId: string, search: string): Promise<void> {
    const key = keyOf(place, serviceId, search);
    if (this.#shown === key) return;
    this.#shown = key;
    this.started(place);
    const { services, itineraries, shell } = this.#deps;
    const itineraryId = place.kind === 'trip' ? place.itineraryId : null;
    const body = serviceDetailBody({
      itineraryId,
      leadId: shell.lead?.leadId ?? null,
      productLine: new URLSearchParams(search).get('product_line') ?? shell.productLine,
    });
    const detail = services.serviceDetail(serviceId, body);
    const trip = itineraryId ? await itineraries.guestItinerary(itineraryId) : null;
    const tripDates =
      trip && E.isRight(trip)
        ? { arrival: trip.right.arrivalDate?.iso ?? null, departure: trip.right.departureDate?.iso ?? null }
        : null;
    const [service, similar] = await Promise.all([
      detail,
      services.similarServices(serviceId, {
        ...serviceDatesOf(tripDates, search),
        count: SIMILAR_SERVICES_COUNT,
      }),
    ]);
    if (this.#shown !== key) return; // the guest moved on to another service
    this.loaded(place, search, service, trip, similar);
  }

  private started(place: ServicePlace): void {
    this.place = place;
    this.state = { status: 'loading' };
    this.similar = [];
  }

  private loaded(
    place: ServicePlace,
    search: string,
    service: E.Either<AppError, Service>,
    trip: E.Either<AppError, Itinerary> | null,
    similar: E.Either<AppError, readonly Service[]>,
  ): void {
    const failure = E.isLeft(service) ? service.left : trip && E.isLeft(trip) ? trip.left : null;
    if (failure !== null || E.isLeft(service)) {
      this.state = { status: 'failed' };
      if (failure !== null) this.#deps.shell.errorRaised(failure);
      return;
    }
    const shown = service.right;
    if (shown.listingRedirectId) {
      this.state = {
        status: 'home',
        path: withPreservedQuery(search, serviceHomePath(place, shown.listingRedirectId)),
      };
      return;
    }
    const onTrip = trip && E.isRight(trip) ? trip.right : null;
    const marketId = place.kind === 'trip' ? (onTrip?.market?.objectId ?? null) : place.marketId;
    this.state = {
      status: 'ready',
      service: shown,
      marketId,
      onTrip: onTrip ? (servicesOnTrip(onTrip.items).get(shown.id) ?? null) : null,
    };
    if (E.isLeft(similar)) {
      this.#deps.errors.report(similar.left, { during: 'loading similar services' });
      return;
    }
    const seen = new Set([shown.id]);
    this.similar = similar.right.filter((other) => !seen.has(other.id) && seen.add(other.id));
  }

  /**
   * A photo that failed: the photo falls back on its own; the failure is reported once
   * (docs/product/errors.md#image-failures).
   */
  imageFailed(failure: ImageFailure, url: string): void {
    this.#photoFailures.failed(failure, url);
  }
}
