import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget, PaymentProvider, SetUpCard } from './payment-provider.port.js';
import type { TripCardPort } from './trip-card.port.js';

export interface CardSetupDeps {
  readonly payments: Pick<PaymentGateway, 'clientSecret'>;
  readonly provider: Pick<PaymentProvider, 'confirmCardSetup'>;
}

/** The billing values as validateCardForm passed them. */
export interface CardBilling {
  readonly name: string;
  readonly country: string;
  readonly zip: string;
}

/** The billing values as the host keeps them with a card (docs/host/decisions.md#payment-cards). */
export const billingDetailsOf = ({ name, country, zip }: CardBilling) => ({
  name,
  address: { postalCode: zip, country },
});

/**
 * A card set up with the provider: the host starts a setup (client secret) and the provider
 * confirms it with the card in its widget and the billing name, zip and country. The card
 * never passes through our code (docs/host/decisions.md#payment-cards). Where the card then
 * goes (a trip, the account) is the caller's.
 */
export const setUpCard = async (
  deps: CardSetupDeps,
  widget: CardWidget,
  { name, country, zip }: CardBilling,
): Promise<E.Either<AppError, SetUpCard>> => {
  const secret = await deps.payments.clientSecret();
  if (E.isLeft(secret)) return secret;
  return deps.provider.confirmCardSetup(widget, secret.right, { name, postalCode: zip, country });
};

export interface AddCardDeps extends CardSetupDeps {
  readonly itineraries: TripCardPort;
}

export interface AddCardRequest {
  readonly widget: CardWidget;
  readonly billing: CardBilling;
  readonly itineraryId: string;
}

/**
 * The standalone 'Add A Card' form's work (docs/product/flows.md#standalone-card-form): the
 * card is set up with the provider (setUpCard) and the resulting payment method is attached to
 * the itinerary. A failure of any step comes back as it is; cardFailureMessage words it for
 * the form.
 */
export const addCardToItinerary = async (
  deps: AddCardDeps,
  { widget, billing, itineraryId }: AddCardRequest,
): Promise<E.Either<AppError, SetUpCard>> => {
  const setUp = await setUpCard(deps, widget, billing);
  if (E.isLeft(setUp)) return setUp;
  const attached = await deps.itineraries.attachCreditCard(itineraryId, {
    cardId: setUp.right.paymentMethodId,
    billingDetails: billingDetailsOf(billing),
  });
  return E.isLeft(attached) ? attached : setUp;
};
