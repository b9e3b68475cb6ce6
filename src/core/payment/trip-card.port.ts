import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { BillingDetails } from './billing-details.entity.js';

export interface AttachCreditCardBody {
  readonly cardId: string;
  readonly billingDetails: BillingDetails | null;
}

/**
 * Sets the card a trip is charged to. Adding a card needs this one call of the trip's gateway;
 * the payment area names it here so it depends on no area above it (ItineraryGateway extends it).
 */
export interface TripCardPort {
  attachCreditCard(itineraryId: string, body: AttachCreditCardBody): Promise<E.Either<AppError, void>>;
}
