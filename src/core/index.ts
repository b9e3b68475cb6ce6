/**
 * The core's one public entry, for headless users (`npm run build:core`, then
 * `import { ... } from '@keyhaven/core'`): every entity, rule, transition, use case and
 * port, by area. The app itself imports the modules directly (docs/architecture/conventions.md#habits).
 * Modules that wait for their screens stay out until a screen uses them.
 */
// analytics
export * from './analytics/analytics-sink.port.js';
// booking
export * from './booking/anonymous-context-ids.js';
export type { ServicePlace } from './booking/book-service.use-case.js';
export * from './booking/book-service.use-case.js';
export * from './booking/booking-context.entity.js';
export * from './booking/booking-context-gateway.port.js';
export * from './booking/booking-context-list.rule.js';
export * from './booking/booking-contexts-state.js';
export * from './booking/booking-error.js';
export * from './booking/booking-item-type.entity.js';
export * from './booking/booking-state.entity.js';
export * from './booking/booking-state-fields.rule.js';
export * from './booking/booking-state-merge.rule.js';
export * from './booking/booking-state-pricing.rule.js';
export * from './booking/booking-state-storage-key.rule.js';
export * from './booking/booking-value.rule.js';
export * from './booking/computed-validation-state.entity.js';
export * from './booking/dialog-content.rule.js';
export * from './booking/listing-actions.rule.js';
export * from './booking/listing-booking-events.rule.js';
export * from './booking/listing-booking-gateway.port.js';
export * from './booking/load-booking-contexts.use-case.js';
export * from './booking/local-booking-context.entity.js';
export * from './booking/meeting-time.rule.js';
export * from './booking/next-steps.rule.js';
export * from './booking/pending-booking-action.rule.js';
export * from './booking/persisted-booking-state.use-case.js';
export * from './booking/request-flow-state.entity.js';
export * from './booking/request-flow-state.js';
export * from './booking/request-home-price.use-case.js';
export * from './booking/request-service-price.use-case.js';
export * from './booking/request-service-status.js';
export * from './booking/reserve-confirmation.rule.js';
export * from './booking/reserve-error.rule.js';
export * from './booking/reserve-error-type.entity.js';
// Names two modules share: the codec (which is also the type) wins; a different shape of the
// same name is exported under a name of its own.
export { ReserveErrorType } from './booking/reserve-error-type.entity.js';
export * from './booking/reserve-home.use-case.js';
export * from './booking/reserve-outcome.entity.js';
export { ReserveOutcome } from './booking/reserve-outcome.entity.js';
export * from './booking/reserve-outcome.rule.js';
export * from './booking/reserve-result.js';
export * from './booking/reserve-service.use-case.js';
export * from './booking/save-booking-context.use-case.js';
export * from './booking/save-home-for-later.use-case.js';
export * from './booking/save-service-for-later.use-case.js';
export * from './booking/serial-queue.js';
export * from './booking/service-actions.rule.js';
export * from './booking/service-booking-gateway.port.js';
export * from './booking/stay-choice.rule.js';
export * from './booking/stored-booking-field.rule.js';
export * from './booking/updated-item.model.js';
export * from './calendar/trip-calendar.use-case.js';
export * from './calendar/trip-calendar-gateway.port.js';
// calendar
export * from './calendar/trip-event.rule.js';
export * from './calendar/trip-event-description.rule.js';
export * from './calendar/trip-event-times.rule.js';
// catalog
export * from './catalog/amenity-choice.rule.js';
export * from './catalog/amenity-options.rule.js';
export * from './catalog/catalog-load-failure.rule.js';
export * from './catalog/category.entity.js';
export * from './catalog/category-ranking.rule.js';
export * from './catalog/destination.entity.js';
export * from './catalog/destination-suggestion.rule.js';
export * from './catalog/home-price.rule.js';
export * from './catalog/listing-catalog.entity.js';
export * from './catalog/listing-catalog-gateway.port.js';
export * from './catalog/listing-search-events.rule.js';
export * from './catalog/listing-search-state.js';
export * from './catalog/listing-search-url.rule.js';
export * from './catalog/load-catalog-filters.use-case.js';
export * from './catalog/load-listing-catalog.use-case.js';
export * from './catalog/map-source.rule.js';
export * from './catalog/map-zoom-levels.constant.js';
export * from './catalog/mobile-breakpoint.rule.js';
export * from './catalog/past-stay.rule.js';
export * from './catalog/results-type.rule.js';
export * from './catalog/search-filters.rule.js';
export * from './catalog/search-listings.use-case.js';
export * from './catalog/search-terms.entity.js';
export * from './catalog/search-terms-query.rule.js';
export * from './catalog/service-query.rule.js';
export * from './catalog/service-shelves.rule.js';
export * from './catalog/service-text-index.rule.js';
export * from './catalog/similar-services.constant.js';
export * from './catalog/stay-pricing-ask.rule.js';
export * from './catalog/stay-pricing-query.rule.js';
export * from './catalog/unmet-terms.rule.js';
// contact
export * from './contact/email-pattern.rule.js';
export * from './contact/message-sender.rule.js';
export * from './contact/obscured-email.rule.js';
export * from './contact/phone-display.rule.js';
export * from './contact/phone-validity.rule.js';
// country
export * from './country/country.entity.js';
// errors
export * from './errors/error-catalogue.js';
export * from './errors/error-reporter.port.js';
export * from './errors/known-errors.js';
// formatting
export * from './formatting/currency.format.js';
export * from './formatting/date.format.js';
export * from './formatting/date-field-label.format.js';
export * from './formatting/guests.format.js';
export * from './formatting/lead-time.format.js';
export * from './formatting/time-slot-label.format.js';
export * from './formatting/zoned-dayjs.js';
// images
export * from './images/image-error-log.rule.js';
export * from './images/image-fallback.rule.js';
export * from './images/image-width.rule.js';
export * from './images/optimised-image-url.rule.js';
export * from './images/sharing-image.rule.js';
// interest
export * from './interest/interest-gateway.port.js';
export * from './interest/user-interest.entity.js';
export * from './interest/user-interest-search.model.js';
// itinerary
export * from './itinerary/active-item.rule.js';
export * from './itinerary/add-service-item.use-case.js';
export * from './itinerary/attachment.entity.js';
export * from './itinerary/dates-change.entity.js';
export * from './itinerary/document-href.rule.js';
export * from './itinerary/field-answers.rule.js';
export * from './itinerary/field-value.entity.js';
export * from './itinerary/folio.entity.js';
export * from './itinerary/grocery-item.entity.js';
export * from './itinerary/grocery-list.rule.js';
export * from './itinerary/item-answers.rule.js';
export * from './itinerary/item-deletion.rule.js';
export * from './itinerary/item-descriptors.entity.js';
export * from './itinerary/item-field.entity.js';
export * from './itinerary/item-list-update.rule.js';
export * from './itinerary/item-price-parts.rule.js';
export * from './itinerary/item-status.entity.js';
export { ItemStatus } from './itinerary/item-status.entity.js';
export * from './itinerary/item-status.rule.js';
export * from './itinerary/item-status-label.rule.js';
export * from './itinerary/item-status-transition.rule.js';
export * from './itinerary/itinerary.entity.js';
export type { ItemDates as WidenedItemDates } from './itinerary/itinerary-dates-widen.rule.js';
export * from './itinerary/itinerary-dates-widen.rule.js';
export * from './itinerary/itinerary-gateway.port.js';
export * from './itinerary/itinerary-item.entity.js';
export * from './itinerary/itinerary-item-gateway.port.js';
export * from './itinerary/itinerary-item-ref.js';
export * from './itinerary/itinerary-items-state.js';
export * from './itinerary/itinerary-owner.rule.js';
export * from './itinerary/itinerary-started.rule.js';
export * from './itinerary/itinerary-summary.entity.js';
export * from './itinerary/itinerary-user.entity.js';
export * from './itinerary/load-folio.use-case.js';
export * from './itinerary/load-trip-contents.use-case.js';
export * from './itinerary/load-trip-documents.use-case.js';
export * from './itinerary/load-trip-pending.use-case.js';
export * from './itinerary/pending-request.rule.js';
export * from './itinerary/remove-itinerary-item.use-case.js';
export * from './itinerary/service-item-breakdown.rule.js';
export * from './itinerary/services-on-trip.rule.js';
export * from './itinerary/status-request-params.rule.js';
export * from './itinerary/submit-item-fields.use-case.js';
export * from './itinerary/trip-access.rule.js';
export * from './itinerary/trip-for-service.rule.js';
export * from './itinerary/trip-home-viewed.rule.js';
export * from './itinerary/trip-pending-gateway.port.js';
export * from './itinerary/trip-total.rule.js';
// lead
export * from './lead/client-lead.entity.js';
export * from './lead/lead-gateway.port.js';
export * from './lead/server-lead.entity.js';
// listing
export * from './listing/adjustment.entity.js';
export * from './listing/booking-setting.entity.js';
export { BookingSetting } from './listing/booking-setting.entity.js';
export * from './listing/booking-setting.rule.js';
export * from './listing/change-listing-item-stay.use-case.js';
export * from './listing/guest-limits.rule.js';
export * from './listing/instant-pricing.entity.js';
export * from './listing/instant-pricing-failure.rule.js';
export * from './listing/listing.entity.js';
export * from './listing/listing-details.entity.js';
export * from './listing/listing-gateway.port.js';
export * from './listing/listing-item.entity.js';
export * from './listing/listing-item-actions.rule.js';
export * from './listing/listing-item-gateway.port.js';
export * from './listing/listing-pricing.entity.js';
export * from './listing/listing-stay.rule.js';
export * from './listing/load-instant-pricing.use-case.js';
export * from './listing/pricing-reliability.rule.js';
export * from './listing/pricing-reliability-words.rule.js';
export * from './listing/pricing-setting.entity.js';
export { PricingSetting } from './listing/pricing-setting.entity.js';
export * from './listing/pricing-setting.rule.js';
export * from './listing/similar-listing.entity.js';
export * from './listing/stay-total.use-case.js';
export * from './market/market.entity.js';
// market
export * from './market/market-gateway.port.js';
export * from './market/market-of-path.use-case.js';
export * from './market/product-line.entity.js';
export * from './market/support-email.rule.js';
export * from './messaging/conversation.entity.js';
// messaging
export * from './messaging/conversation-entry.rule.js';
export * from './messaging/message.entity.js';
export * from './messaging/message-form.rule.js';
export * from './messaging/message-form-state.js';
export * from './messaging/message-gateway.port.js';
export * from './messaging/send-message.use-case.js';
// navigation
export * from './navigation/external-navigation.port.js';
export * from './navigation/nav-bar.rule.js';
export * from './navigation/page-view.rule.js';
export * from './navigation/preserved-params.js';
export * from './navigation/return-url.rule.js';
export * from './navigation/route-redirects.rule.js';
export type { ServicePlace as ServiceAddressPlace } from './navigation/service-address.rule.js';
export * from './navigation/service-address.rule.js';
export * from './navigation/sign-in-url.rule.js';
// notifications
export * from './notifications/notification-sink.port.js';
// partner
export * from './partner/campaign-partners.rule.js';
export * from './partner/partner.entity.js';
export * from './payment/add-card.use-case.js';
// payment
export * from './payment/add-card-to-account.use-case.js';
export * from './payment/add-card-with-token.use-case.js';
export * from './payment/billing-details.entity.js';
export * from './payment/card-errors.rule.js';
export * from './payment/card-failure.js';
export * from './payment/card-form.rule.js';
export * from './payment/card-form-state.js';
export * from './payment/card-number.rule.js';
export * from './payment/card-token.entity.js';
export * from './payment/card-token-screen.rule.js';
export * from './payment/card-token-state.js';
export * from './payment/credit-card.entity.js';
export * from './payment/payment-gateway.port.js';
export * from './payment/payment-provider.port.js';
export * from './payment/save-credit-card.use-case.js';
export * from './payment/token-billing-form.rule.js';
// pricing
export * from './pricing/coordination-fee.rule.js';
export * from './pricing/flat-rate.rule.js';
export * from './pricing/item-price-entry.entity.js';
export * from './pricing/item-pricing.entity.js';
export * from './pricing/listing-price-breakdown.rule.js';
export * from './pricing/listing-total.rule.js';
export * from './pricing/plus-cost-label.rule.js';
export * from './pricing/price-entry-mapping.rule.js';
export * from './pricing/price-entry-total.rule.js';
export * from './pricing/price-label.rule.js';
export * from './pricing/price-total.rule.js';
export * from './pricing/pricing-config.entity.js';
export { RateBasis } from './pricing/pricing-config.entity.js';
export * from './pricing/promo-discount.rule.js';
export * from './pricing/rate-basis-label.rule.js';
export * from './pricing/service-pricing-config.entity.js';
export * from './pricing/service-quote.rule.js';
// promo
export * from './promo/active-promotions.model.js';
export * from './promo/dismissed-promotions.rule.js';
export * from './promo/promo-code.entity.js';
export { PromoKind } from './promo/promo-code.entity.js';
export * from './promo/promo-code-gateway.port.js';
export * from './promo/promo-code-state.entity.js';
export * from './promo/promo-code-validation.use-case.js';
export * from './promo/promo-item-type.entity.js';
export * from './promo/promo-redemption-result.entity.js';
export * from './promo/promo-validation-result.entity.js';
export * from './promo/promotion.entity.js';
export * from './promo/promotion-banners.rule.js';
export * from './promo/promotion-gateway.port.js';
export * from './promo/redeem-promo-codes.use-case.js';
// reservation
export * from './reservation/collage-rotation.js';
export * from './reservation/collage-schedule.js';
export * from './reservation/load-collage-interests.use-case.js';
export * from './reservation/reservation-collage-state.js';
export * from './reservation/reservation-overlay-content.js';
// service
export * from './service/availability-calendar.entity.js';
export * from './service/date-field-type.entity.js';
export * from './service/item-dates.entity.js';
export { ItemDates } from './service/item-dates.entity.js';
export * from './service/service.entity.js';
export * from './service/service-category.entity.js';
export * from './service/service-detail-request.rule.js';
export * from './service/service-gateway.port.js';
export * from './service/service-when.rule.js';
export * from './service/site-section.entity.js';
export * from './service/time-slot.entity.js';
export * from './service/vacation-home-service-key.entity.js';
// session
export * from './session/account-gateway.port.js';
export * from './session/contact-info.entity.js';
export * from './session/fetch-session.use-case.js';
export * from './session/guest-identity.rule.js';
export * from './session/portal-gateway.port.js';
export * from './session/role.entity.js';
export * from './session/role-gateway.port.js';
export * from './session/session-access.rule.js';
export * from './session/session-gateway.port.js';
export * from './session/session-refetch.rule.js';
export * from './session/session-signals.port.js';
export * from './session/session-state.js';
export * from './session/session-status.rule.js';
export * from './session/session-storage-events.rule.js';
export * from './session/session-user.entity.js';
export * from './session/sign-in.use-case.js';
export * from './session/sign-on-cookies.rule.js';
export * from './session/sign-up.use-case.js';
export * from './session/user-gateway.port.js';
// shared
export * from './shared/app-config.js';
export * from './shared/app-error.js';
export * from './shared/calendar-day.js';
export * from './shared/count.js';
export * from './shared/decode.js';
export * from './shared/dollars.js';
export * from './shared/iso-date.js';
export * from './shared/money.js';
export * from './shared/one-of.js';
export * from './shared/optional.js';
export * from './shared/retry.js';
export * from './shared/select.js';
export * from './shared/struct.js';
export * from './shared/token.js';
export * from './shared/zoned-day.js';
// startup
export * from './startup/lead-redirect.rule.js';
export * from './startup/start-app.use-case.js';
export * from './startup/startup-params.js';
// storage
export * from './storage/cookie-jar.port.js';
export * from './storage/key-value-store.port.js';
// time
export * from './time/clock.port.js';
export * from './time/scheduler.port.js';
