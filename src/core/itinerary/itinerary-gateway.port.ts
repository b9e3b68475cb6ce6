import type * as E from 'fp-ts/lib/Either.js';
import type { SearchTerms } from '../catalog/search-terms.entity.js';
import type { ProductLine } from '../market/product-line.entity.js';
import type { BillingDetails } from '../payment/billing-details.entity.js';
import type { AppError } from '../shared/app-error.js';
import { token } from '../shared/token.js';
import type { Attachment } from './attachment.entity.js';
import type { Folio } from './folio.entity.js';
import type { Itinerary } from './itinerary.entity.js';
import type { ItineraryItem } from './itinerary-item.entity.js';

/**
 * The query of GET /api/itinerary (SPEC 7). Empty values are left out of the query; the
 * active-trip lookup sends only what it knows.
 */
export interface ItineraryFilter {
  readonly isActive?: boolean | null;
  readonly marketId?: string | null;
  readonly nearDate?: string | null;
  readonly productLine?: ProductLine | null;
  readonly pmId?: string | null;
}

/**
 * The body of POST /api/itinerary. The spec does not show it: a trip is created in a market,
 * optionally for dates, a lead, a property manager and the home it is built around.
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

export interface AttachCreditCardBody {
  readonly cardId: string;
  readonly billingDetails: BillingDetails | null;
}

export interface CaseFeedBody {
  readonly message: string;
}

export interface SearchTermsBody {
  readonly terms: SearchTerms;
}

/** A guest's trips and what hangs on a trip as a whole. */
export interface ItineraryGateway {
  /** GET /api/itinerary */
  itineraries(filter: ItineraryFilter): Promise<E.Either<AppError, readonly Itinerary[]>>;
  /** GET /api/guest-itinerary/{itineraryId} */
  guestItinerary(itineraryId: string): Promise<E.Either<AppError, Itinerary>>;
  /** POST /api/itinerary */
  createItinerary(body: CreateItineraryBody): Promise<E.Either<AppError, Itinerary>>;
  /** GET /api/itinerary/{id}/items */
  itineraryItems(itineraryId: string): Promise<E.Either<AppError, readonly ItineraryItem[]>>;
  /** POST /api/itinerary/{id}/creditCard: the card the trip is charged to. */
  attachCreditCard(itineraryId: string, body: AttachCreditCardBody): Promise<E.Either<AppError, void>>;
  /** POST /api/itinerary/{id}/caseFeed: a note for the concierge working the trip. */
  postToCaseFeed(itineraryId: string, body: CaseFeedBody): Promise<E.Either<AppError, void>>;
  /** GET /api/itinerary/{id}/folio: a 401 or 403 means no access (SPEC 6). */
  folio(itineraryId: string): Promise<E.Either<AppError, Folio>>;
  /** GET /api/{type}/{id}/attachments: documents of a trip or an item; ownerType is the path's {type}. */
  attachments(ownerType: string, ownerId: string): Promise<E.Either<AppError, readonly Attachment[]>>;
  /** POST /api/itinerary/{id}/search-terms: remembers the trip's last home search. */
  saveSearchTerms(itineraryId: string, body: SearchTermsBody): Promise<E.Either<AppError, void>>;
}
export const ItineraryGateway = token<ItineraryGateway>('ItineraryGateway');
