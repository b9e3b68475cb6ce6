import { isInstantBooking } from '../listing/index.js';

export interface ReservationOverlayContent {
  readonly title: string;
  readonly subline: string;
}

export const CONFIRMING_TITLE = 'Confirming Reservation...';
export const REQUESTING_TITLE = 'Requesting Reservation...';
export const OVERLAY_SUBLINE = 'Imagine the endless possibilities to elevate your stay.';

/**
 * The words over the collage while a reserve runs
 * (docs/product/routes.md#reservation-overlay). An instant booking is being confirmed;
 * anything else (Request Price, an unknown setting) is only requested, so the guest is not
 * promised a booking the concierge has yet to make.
 */
export const reservationOverlayContent = (
  bookingSetting: string | null | undefined,
): ReservationOverlayContent => ({
  title: isInstantBooking(bookingSetting) ? CONFIRMING_TITLE : REQUESTING_TITLE,
  subline: OVERLAY_SUBLINE,
});
