/**
 * Mobile means a window 769 px wide or less (769 itself is mobile;
 * docs/product/routes.md#home-search and docs/product/constants.md#business-constants).
 */
export const MOBILE_MAX_WIDTH = 769;

export const isMobileWidth = (widthPx: number): boolean => widthPx <= MOBILE_MAX_WIDTH;
