import { isOneOf } from '../shared/index.js';

/** How a home is booked, exactly as the REST host spells it (docs/product/entities.md#booking-settings). */
export const BOOKING_SETTINGS = [
  'Streamline Instant Booking',
  'Escapia Instant Booking',
  'Request Price',
  'KEY Instant Booking',
  'Track Instant Booking',
  'Expedia Instant Booking',
] as const;

export type BookingSetting = (typeof BOOKING_SETTINGS)[number];

/** Every setting but 'Request Price' books instantly (docs/product/validation.md#booking-setting-groups). */
export const INSTANT_BOOKING_SETTINGS: readonly BookingSetting[] = BOOKING_SETTINGS.filter(
  (setting) => setting !== 'Request Price',
);

/**
 * Instant booking through a property manager's own system
 * (docs/product/validation.md#booking-setting-groups). KEY Instant Booking is ours, approved
 * by the concierge before it is confirmed, so it is not an integration.
 */
export const INTEGRATION_INSTANT_BOOKING_SETTINGS: readonly BookingSetting[] =
  INSTANT_BOOKING_SETTINGS.filter((setting) => setting !== 'KEY Instant Booking');

// Settings arrive as free strings from the host; an unknown one is simply not instant.
export const isInstantBooking: (setting: string | null | undefined) => boolean =
  isOneOf(INSTANT_BOOKING_SETTINGS);

export const isIntegrationInstantBooking: (setting: string | null | undefined) => boolean = isOneOf(
  INTEGRATION_INSTANT_BOOKING_SETTINGS,
);
