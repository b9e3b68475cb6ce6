import * as E from 'fp-ts/lib/Either.js';
import type { ItineraryGateway } from '../itinerary/itinerary-gateway.port.js';
import type { AppError } from '../shared/app-error.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget, PaymentProvider, SetUpCard } from './payment-provider.port.js';

export interface AddCardDeps {
  readonly payments: Pick<PaymentGateway, 'clientSecret'>;
  readonly provider: Pick<PaymentProvider, 'confirmCardSetup'>;
  readonly itineraries: Pick<ItineraryGateway, 'attachCreditCard'>;
}

export interface AddCardRequest {
  readonly widget: CardWidget;
  /** The billing values as validateCardForm passed them. */
  readonly billing: { readonly name: string; readonly country: string; readonly zip: string };
  readonly itineraryId: string;
}

/**
 * The standalone 'Add A Card' form's work (docs/product/flows.md#standalone-card-form): the
 * host starts a card setup (client secret), the provider confirms it with the card in its
 * widget and the billing name, zip and country, and the resulting payment method is
 * attached to the itinerary. The card never passes through our code
 * (docs/host/decisions.md#payment-cards). A failure of any step comes back as it is;
 * cardFailureMessage words it for the form.
 */
export const addCardToItinerary = async (
  deps: AddCardDeps,
  { widget, billing: { name, country, zip }, itineraryId }: AddCardRequest,
): Promise<E.Either<AppError, SetUpCard>> => {
  const secret = await deps.payments.clientSecret();
  if (E.isLeft(secret)) return secret;
  const setUp = await deps.provider.confirmCardSetup(widget, secret.right, {
    name,
    postalCode: zip,
    country,
  });
  if (E.isLeft(setUp)) return setUp;
  const attached = await deps.itineraries.attachCreditCard(itineraryId, {
    cardId: setUp.right.paymentMethodId,
    billingDetails: { name, address: { postalCode: zip, country } },
  });
  return E.isLeft(attached) ? attached : setUp;
};
