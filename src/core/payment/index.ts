// The payment area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { addCardToItinerary } from './add-card.use-case.js';
export { addCardToAccount } from './add-card-to-account.use-case.js';
export { addCardWithToken } from './add-card-with-token.use-case.js';
export { BillingDetails } from './billing-details.entity.js';
export { cardWords, preselectedCard } from './card-choice.rule.js';
export { cardFailureMessage } from './card-failure.js';
export {
  CARD_COUNTRY_MISSING,
  CARD_NAME_MISSING,
  CARD_ZIP_MISSING,
  validateCardForm,
} from './card-form.rule.js';
export {
  type CardFormEvent,
  type CardFormState,
  cardFormTransition,
  initialCardFormState,
} from './card-form-state.js';
export { groupedDigitsPassLuhn, passesLuhn } from './card-number.rule.js';
export { CardToken } from './card-token.entity.js';
export { CARD_TOKEN_TEXTS, type CardTokenDeadEnd, conciergeMailto } from './card-token-screen.rule.js';
export { type CardTokenEvent, type CardTokenState, cardTokenTransition } from './card-token-state.js';
export { CreditCard } from './credit-card.entity.js';
export { type AddCreditCardBody, type CardTokenBody, PaymentGateway } from './payment-gateway.port.js';
export {
  type CardSetupBilling,
  type CardTokenBilling,
  type CardWidget,
  type CardWidgetContainer,
  type CardWidgetOptions,
  type CardWidgetState,
  PaymentProvider,
  type SetUpCard,
} from './payment-provider.port.js';
export {
  BILLING_FIELD_LABELS,
  type BillingField,
  type BillingValues,
  setBillingField,
  validateTokenBillingForm,
} from './token-billing-form.rule.js';
export type { AttachCreditCardBody, TripCardPort } from './trip-card.port.js';
