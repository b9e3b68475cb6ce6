/**
 * Mobile means a window 769 px wide or less (769 itself is mobile;
 * docs/product/routes.md#home-search and docs/product/constants.md#business-constants).
 */
export const MOBILE_MAX_WIDTH = 769;

export const isMobileWidth = (widthPx: number): boolean => widthPx <= MOBILE_MAX_WIDTH;

/**
 * The same breakpoint as a media condition, for the photos' `sizes` (which copy the browser
 * downloads): a phone's layout and the copy it is sent change at one width.
 */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * How wide a home's first photo shows: the phone's full-width strip, or the desktop mosaic's
 * large cell. One copy serves both (one download); the host announces it with the page.
 */
export const HOME_FIRST_PHOTO_SIZES = `${MOBILE_MEDIA} 100vw, 560px`;
