// The booking area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { type BookHomeDeps, type BookHomeRequest, bookHome } from './book-home.use-case.js';
export type { PlacedService, ServicePlace } from './book-service.use-case.js';
export { BookingContext } from './booking-context.entity.js';
export {
  BookingContextGateway,
  type BookingContextIdsBody,
  type SaveBookingContextBody,
} from './booking-context-gateway.port.js';
export type { BookingItemRef } from './booking-context-list.rule.js';
export {
  type BookingContextsEvent,
  type BookingContextsState,
  bookingContextsTransition,
  contextById,
  initialBookingContextsState,
  openingDecision,
} from './booking-contexts-state.js';
export { BookingState } from './booking-state.entity.js';
export { type BookingStateValues, emptyBookingState } from './booking-state-fields.rule.js';
export { mergeBookingState } from './booking-state-merge.rule.js';
export {
  type ChangedStay,
  changeListingItemStay,
  type StayChange,
} from './change-listing-item-stay.use-case.js';
export { ComputedValidationState, ValidationErrors } from './computed-validation-state.entity.js';
export type { GuestChoices } from './guest-choices.use-case.js';
export { homeTripOf } from './home-trip.rule.js';
export {
  ACTION_LABELS,
  type ListingAction,
  type ListingActions,
  listingActions,
} from './listing-actions.rule.js';
export {
  bookingActionChosen,
  bookingOutcome,
  bookingPanelViewed,
  bookingPriceShown,
} from './listing-booking-events.rule.js';
export {
  type HomeStay,
  type HomeTrip,
  isNewTrip,
  ListingBookingGateway,
  type PriceAsker,
} from './listing-booking-gateway.port.js';
export { loadBookingContexts } from './load-booking-contexts.use-case.js';
export { LocalBookingContext } from './local-booking-context.entity.js';
export { nextSteps } from './next-steps.rule.js';
export {
  NO_CALENDAR,
  openServiceBooking,
  type ServiceBookingSurroundings,
} from './open-service-booking.use-case.js';
export {
  clearPendingAction,
  listingBookingStateId,
  readPendingAction,
  serviceBookingStateId,
  storePendingAction,
} from './pending-booking-action.rule.js';
export {
  bookingFieldSaved,
  bookingStateTransition,
  clearBookingState,
  readBookingState,
  saveBookingStateField,
} from './persisted-booking-state.use-case.js';
export type { HomeSeen } from './remember-home-seen.use-case.js';
export { initialRequestFlowState, RequestFlowState } from './request-flow-state.entity.js';
export { type RequestFlowEvent, requestFlowTransition } from './request-flow-state.js';
export { type ListingBookingOutcome, requestHomePrice } from './request-home-price.use-case.js';
export { reserveConfirmation } from './reserve-confirmation.rule.js';
export { reserveHome } from './reserve-home.use-case.js';
export { listingReserveOutcome, type ReserveOutcome, serviceOutcome } from './reserve-outcome.rule.js';
export { type BookingResult, reserveErrorOf } from './reserve-result.js';
export { createBookingContext, saveBookingContext } from './save-booking-context.use-case.js';
export { saveHomeForLater } from './save-home-for-later.use-case.js';
export { SerialQueue } from './serial-queue.js';
export {
  runServiceAction,
  type ServiceActionDeps,
  type ServiceActionRequest,
  type ServiceActionRun,
} from './service-action.use-case.js';
export {
  CHOOSE_PRICE,
  CHOOSE_QUANTITY,
  NOT_BOOKABLE,
  serviceActionBlocker,
} from './service-action-blocker.rule.js';
export { isServiceAction, SERVICE_ACTION_LABELS, type ServiceAction } from './service-actions.rule.js';
export {
  ServiceBookingGateway,
  type ServiceBookingParams,
  type ServiceItemOnTrip,
} from './service-booking-gateway.port.js';
export {
  partyBounds,
  type StayChoice,
  stayAsTerms,
  stayFromAddress,
  stayProblem,
  stayQuery,
} from './stay-choice.rule.js';
export {
  type SteppedItem,
  type TripItemStepDeps,
  type TripItemStepOutcome,
  takeTripItemStep,
} from './trip-item-step.use-case.js';
