/**
 * The promotional messages running now, keyed by promotion (SPEC 7 "an object of
 * promotions"). The spec does not describe an entry, so each is kept as the host sent it
 * for the banner that shows it.
 */
export type ActivePromotions = Readonly<Record<string, unknown>>;
