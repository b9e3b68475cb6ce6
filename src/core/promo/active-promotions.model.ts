/**
 * The promotional messages running now, keyed by promotion
 * (docs/product/calls.md#auth-and-context: an object of promotions). The docs do not describe
 * an entry, so each is kept as the host sent it for the banner that shows it.
 */
export type ActivePromotions = Readonly<Record<string, unknown>>;
