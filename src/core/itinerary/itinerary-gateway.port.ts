import type * as E from 'fp-ts/lib/Either.js';
import type { SearchTerms } from '../catalog/index.js';
import type { ProductLine } from '../market/index.js';
import type { TripCardPort } from '../payment/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { Attachment } from './attachment.entity.js';
import type { Folio } from './folio.entity.js';
import type { Itinerary } from './itinerary.entity.js';
import type { ItineraryItem } from './itinerary-item.entity.js';

/**
 * Which of the guest's trips to list (docs/product/calls.md#itineraries). Empty values do not
 * filter; the active-trip lookup gives only what it knows.
 */
export interface ItineraryFilter {
  readonly isActive?: boolean | null;
  readonly marketId?: string | null;
  readonly nearDate?: string | null;
  readonly productLine?: ProductLine | null;
  readonly pmId?: string | null;
}

/**
 * A new trip. Its body is left open (docs/product/calls.md#itineraries): a trip is created in
 * a market, optionally for dates, a lead, a property manager and the home it is built around.
 */
export interface CreateItineraryBody {
  readonly marketId: string;
  readonly itineraryName?: string | null;
  readonly arrivalDate?: string | null;
  readonly departureDate?: string | null;
  readonly productLine?: ProductLine | null;
  readonly leadId?: string | null;
  readonly pmId?: string | null;
  readonly propertyId?: string | null;
}

export interface CaseFeedBody {
  readonly message: string;
}

export interface SearchTermsBody {
  readonly terms: SearchTerms;
}

/** A guest's trips and what hangs on a trip as a whole (setting its card: TripCardPort). */
export interface ItineraryGateway extends TripCardPort {
  /** The guest's trips, filtered. */
  itineraries(filter: ItineraryFilter): Promise<E.Either<AppError, readonly Itinerary[]>>;
  /** One trip as its guest sees it. */
  guestItinerary(itineraryId: string): Promise<E.Either<AppError, Itinerary>>;
  /** Creates a trip. */
  createItinerary(body: CreateItineraryBody): Promise<E.Either<AppError, Itinerary>>;
  /** The services on a trip. */
  itineraryItems(itineraryId: string): Promise<E.Either<AppError, readonly ItineraryItem[]>>;
  /** Leaves a note for the concierge working the trip. */
  postToCaseFeed(itineraryId: string, body: CaseFeedBody): Promise<E.Either<AppError, void>>;
  /** The trip's folio: a 401 or 403 means no access (docs/product/roles.md#folio-access). */
  folio(itineraryId: string): Promise<E.Either<AppError, Folio>>;
  /** The documents of a trip or an item, by the owner's type and id. */
  attachments(ownerType: string, ownerId: string): Promise<E.Either<AppError, readonly Attachment[]>>;
  /** Remembers the trip's last home search. */
  saveSearchTerms(itineraryId: string, body: SearchTermsBody): Promise<E.Either<AppError, void>>;
}
export const ItineraryGateway = token<ItineraryGateway>('ItineraryGateway');
