// The itinerary area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { ITEM_NOT_ON_ITINERARY } from './active-item.rule.js';
export { addServiceItem } from './add-service-item.use-case.js';
export { Attachment } from './attachment.entity.js';
export { type BookingDays, coveringTrip, stayDays } from './covering-trip.rule.js';
export { DatesChange } from './dates-change.entity.js';
export { documentHref } from './document-href.rule.js';
export {
  answerProblem,
  answersAsState,
  answersFromState,
  type FieldAnswer,
  fieldUpdate,
  GROCERY_LIST,
  NUMBER_FIELD,
} from './field-answers.rule.js';
export { FieldValueEntry, type FieldValueUpdate } from './field-value.entity.js';
export { Folio, folioBalanceCents } from './folio.entity.js';
export { GROCERY_LIST_FIELD, type GroceryLine, groceryListOf } from './grocery-list.rule.js';
export {
  groceryAisles,
  groceryCounts,
  MAX_GROCERY_QUANTITY,
  withGroceryQuantity,
} from './grocery-quantities.rule.js';
export {
  ANSWERS_CHANGEABLE,
  answerText,
  canChangeAnswers,
  fieldName,
  isFieldShown,
  isTypedField,
} from './item-answers.rule.js';
export { canGuestDelete, GUEST_DELETE_REASON } from './item-deletion.rule.js';
export { type HistoryItemAddress, ItemHistoryGateway } from './item-history-gateway.port.js';
export {
  homeBookable,
  type ItemStepFacts,
  TRIP_ITEM_STEP_LABELS,
  type TripItemStep,
  tripItemSteps,
} from './item-next-steps.rule.js';
export { itemPriceBreakdown } from './item-price-breakdown.rule.js';
export { listingPriceParts, serviceItemPlusCost, servicePriceParts } from './item-price-parts.rule.js';
export { ItemStatus } from './item-status.entity.js';
export {
  canonicalItemStatus,
  compareStatus,
  ITEM_STATUS_ORDER,
  isItemStatus,
  isStoredItemStatus,
  type StoredItemStatus,
} from './item-status.rule.js';
export { type StatusGuide, statusGuide, statusLabel } from './item-status-label.rule.js';
export { canMove, ITEM_MOVES, type ItemAction, nextStatus } from './item-status-transition.rule.js';
export { Itinerary } from './itinerary.entity.js';
export { widenItineraryDates, widensItineraryDates } from './itinerary-dates-widen.rule.js';
export {
  type CaseFeedBody,
  type CreateItineraryBody,
  type ItineraryFilter,
  ItineraryGateway,
  type SearchTermsBody,
} from './itinerary-gateway.port.js';
export { ItineraryItem } from './itinerary-item.entity.js';
export {
  type AddServiceBody,
  type DeleteItemBody,
  type ItemDatesBody,
  type ItemPricingBody,
  ItineraryItemGateway,
  type RedeemPromoCodesBody,
} from './itinerary-item-gateway.port.js';
export type { ItineraryItemRef } from './itinerary-item-ref.js';
export {
  type ItineraryItemsEvent,
  type ItineraryItemsState,
  initialItineraryItemsState,
  itineraryItemsTransition,
} from './itinerary-items-state.js';
export { canEditItinerary } from './itinerary-owner.rule.js';
export { isItineraryStarted } from './itinerary-started.rule.js';
export { ItinerarySummary, itineraryDates } from './itinerary-summary.entity.js';
export { ListingItem } from './listing-item.entity.js';
export { canChangeStay, canReserveFromTrip } from './listing-item-actions.rule.js';
export {
  type GuestsBody,
  type ListingDatesBody,
  ListingItemGateway,
  type ListingStatusBody,
  type PriceEstimateBody,
} from './listing-item-gateway.port.js';
export {
  dayOf,
  guestCount,
  guestCountsOf,
  guestCountsProblem,
  type StayDays,
  stayDaysOf,
  stayDaysProblem,
} from './listing-stay.rule.js';
export { type FolioAccess, loadFolio } from './load-folio.use-case.js';
export { type ItemHistoryStep, loadItemHistory } from './load-item-history.use-case.js';
export { loadTripContents } from './load-trip-contents.use-case.js';
export {
  type DocumentGroup,
  type DocumentOwner,
  type DocumentOwnerType,
  loadTripDocuments,
} from './load-trip-documents.use-case.js';
export { loadTripPending, type TripPending } from './load-trip-pending.use-case.js';
export { overlappingHomes, overlapWords } from './overlapping-homes.rule.js';
export {
  type ConciergeOwes,
  DEFAULT_RESPOND_BY,
  OWED_WORDS,
  type RespondByHours,
} from './pending-request.rule.js';
export { type RemoveItineraryItemDeps, removeItineraryItem } from './remove-itinerary-item.use-case.js';
export {
  type AnsweredItem,
  type AnswersSaved,
  changedAnswers,
  type SaveItemAnswersDeps,
  saveItemAnswers,
} from './save-item-answers.use-case.js';
export {
  openServiceItemChoices,
  type SaveServiceItemChoicesDeps,
  type ServiceItemChoices,
  type ServiceItemChoicesSaved,
  saveServiceItemChoices,
  serviceItemChanges,
  type TripContents,
} from './service-item-choices.use-case.js';
export {
  defaultQuantity,
  type TripDays,
  tripDaysOf,
  whenFromTrip,
  widensTripNote,
} from './service-trip-days.rule.js';
export { type OnTrip, servicesOnTrip } from './services-on-trip.rule.js';
export { LISTING_RESERVE, type StatusRequest } from './status-request-params.rule.js';
export { submitItemFields } from './submit-item-fields.use-case.js';
export { type TripRefusal, tripRefusalOf, tripRefusalText } from './trip-access.rule.js';
export { type TripChoice, type TripOption, tripChoiceOf, tripOptions } from './trip-choice.rule.js';
export { tripHomeViewed } from './trip-home-viewed.rule.js';
export { TripPendingGateway } from './trip-pending-gateway.port.js';
export { TRIP_TOTAL_SHARES, type TripTotal, type TripTotalShare, tripTotal } from './trip-total.rule.js';
export type { UpdatedItem } from './updated-item.model.js';
