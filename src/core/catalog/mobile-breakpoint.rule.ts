/** SPEC 2 and 9: mobile means a window 769 px wide or less (769 itself is mobile). */
export const MOBILE_MAX_WIDTH = 769;

export const isMobileWidth = (widthPx: number): boolean => widthPx <= MOBILE_MAX_WIDTH;
