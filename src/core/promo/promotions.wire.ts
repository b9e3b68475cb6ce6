import * as t from 'io-ts';

/**
 * GET /api/promotional-messages/active answers "an object of promotions" (SPEC 7) whose
 * entries the spec does not describe: an object keyed by promotion, each entry kept as sent
 * for the banner that shows it. Anything but an object (a list, a string) is refused.
 */
export const ActivePromotions = t.record(t.string, t.unknown, 'ActivePromotions');
export type ActivePromotions = t.TypeOf<typeof ActivePromotions>;
