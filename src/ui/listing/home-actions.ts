import { injectable } from 'inversify';
import type { ListingBookingOutcome } from '../../core/booking/index.js';
import {
  type BookHomeDeps,
  type BookHomeRequest,
  bookHome,
  type HomeTrip,
  homeTripOf,
  ListingBookingGateway,
} from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import { ItineraryGateway, ListingItemGateway, stayDays } from '../../core/itinerary/index.js';
import { parseProductLine } from '../../core/market/index.js';
import { BookingContextsViewModel } from '../booking/booking-contexts.view-model.js';
import { TripChoiceField } from '../booking/trip-choice-field.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/**
 * A home panel's way into the core's one path for a guest's action on a home (bookHome): it
 * holds what the use case needs, the guest's booking contexts, which must be loaded for who
 * is here before a booking saves into them, and the trip the guest chose for the stay
 * (docs/product/flows.md#the-trip-a-home-joins).
 */
@injectable()
export class HomeActions {
  readonly #deps: BookHomeDeps & { readonly contexts: BookingContextsViewModel };
  readonly #shell: Pick<ShellViewModel, 'productLine' | 'partner' | 'leadSource'>;

  constructor(
    @inject(ListingBookingGateway) bookings: BookHomeDeps['bookings'],
    @inject(ListingItemGateway) listingItems: BookHomeDeps['listingItems'],
    @inject(ItineraryGateway) trips: BookHomeDeps['trips'],
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(BookingContextsViewModel) contexts: BookingContextsViewModel,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(TripChoiceField) readonly tripChoice: TripChoiceField,
  ) {
    this.#deps = { bookings, listingItems, trips, errors, contexts };
    this.#shell = shell;
  }

  /** The guest's booking contexts loaded for who is here now (signed in or not). */
  ready(signedIn: boolean): Promise<void> {
    return this.#deps.contexts.ready(signedIn);
  }

  /** The trip a stay goes on: the page's, else the guest's choice for these dates. */
  tripFor(pageTrip: string | null, stay: { startDate: string | null; endDate: string | null }): HomeTrip {
    return homeTripOf(pageTrip, this.tripChoice.choiceFor(stayDays(stay.startDate, stay.endDate)));
  }

  /** The action run for the visit's product line, partner and lead source: who a price request comes from. */
  booked(request: Omit<BookHomeRequest, 'asker'>): Promise<ListingBookingOutcome> {
    const { productLine, partner, leadSource } = this.#shell;
    const asker = {
      // The address's spelling ('capital_one_premier') read as the line's name, or none.
      productLine: productLine ? (parseProductLine(productLine) ?? null) : null,
      partner: partner?.name ?? null,
      leadSource,
    };
    return bookHome(this.#deps, { ...request, asker });
  }
}
