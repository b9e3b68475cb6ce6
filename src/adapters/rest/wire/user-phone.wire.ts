import * as t from 'io-ts';

/** PUT /api/user/{userId}/phone answers the phone number as stored (SPEC 7 "-> phone"). */
export const PhoneResponse = t.type({ phone: t.string }, 'PhoneResponse');
export type PhoneResponse = t.TypeOf<typeof PhoneResponse>;
