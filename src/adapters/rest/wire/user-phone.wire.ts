import * as t from 'io-ts';

/**
 * PUT /api/user/{userId}/phone answers the phone number as stored
 * (docs/product/calls.md#services-and-misc).
 */
export const PhoneResponse = t.type({ phone: t.string }, 'PhoneResponse');
export type PhoneResponse = t.TypeOf<typeof PhoneResponse>;
