import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { BookingDays, ItinerarySummary } from '../../core/itinerary/index.js';
import {
  ItineraryGateway,
  type TripChoice,
  type TripOption,
  tripChoiceOf,
  tripOptions,
} from '../../core/itinerary/index.js';
import { inject } from '../di/inject.js';

/**
 * The trip a booking made outside a trip goes on, in one step beside its actions: a service
 * from the market's catalog (docs/product/flows.md#service-booking) or a home from its page
 * (docs/product/flows.md#the-trip-a-home-joins). The guest's trip covering the chosen days
 * unless the guest picks another of their trips in the market or a new one. Without trips in
 * the market there is nothing to choose: the booking makes one, as before.
 */
@injectable()
export class TripChoiceField {
  trips: readonly ItinerarySummary[] = [];
  /** The guest's pick; null follows the trip covering the days. */
  chosen: string | null = null;
  #marketId = '';
  readonly #itineraries: Pick<ItineraryGateway, 'itineraries'>;

  constructor(@inject(ItineraryGateway) itineraries: Pick<ItineraryGateway, 'itineraries'>) {
    this.#itineraries = itineraries;
    makeAutoObservable(this, { trips: observableRef }, { autoBind: true });
  }

  /** The signed-in guest's active trips in the market load; a failure leaves the rule to choose. */
  async opened(marketId: string): Promise<void> {
    if (this.#marketId === marketId) return;
    this.#marketId = marketId;
    const trips = await this.#itineraries.itineraries({ marketId, isActive: true });
    if (this.#marketId === marketId) this.loaded(E.isRight(trips) ? trips.right : []);
  }

  private loaded(trips: readonly ItinerarySummary[]): void {
    this.trips = trips;
  }

  picked(value: string): void {
    this.chosen = value;
  }

  /** What the select offers for these days, and what it shows chosen. */
  optionsFor(days: BookingDays | null): { readonly options: readonly TripOption[]; readonly value: string } {
    return tripOptions(this.trips, this.#marketId, days, this.chosen);
  }

  /** The choice the booking carries; with no trips to choose from, the rule's. */
  choiceFor(days: BookingDays | null): TripChoice {
    if (this.trips.length === 0) return { kind: 'covering' };
    return tripChoiceOf(this.optionsFor(days).value);
  }
}
