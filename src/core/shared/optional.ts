import * as t from 'io-ts';

/**
 * `X | null` without the union's numbered branches in decode paths: a bad value reads
 * `selectedTimeSlot.start: expected string`, not `selectedTimeSlot.0.start` plus a second
 * line about null. JSON APIs send null for "no value" at least as often as they omit a key.
 */
export const nullable = <C extends t.Mixed>(
  codec: C,
): t.Type<t.TypeOf<C> | null, t.OutputOf<C> | null, unknown> =>
  new t.Type<t.TypeOf<C> | null, t.OutputOf<C> | null, unknown>(
    `${codec.name} | null`,
    (u): u is t.TypeOf<C> | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(null) : codec.validate(u, c)),
    (a) => (a === null ? null : codec.encode(a)),
  );

/**
 * A value that may be missing or null on the wire but always present inside: typically a
 * list that an older response leaves out. The fallback is a thunk so no decoded value ever
 * shares a mutable default with another.
 */
export const withDefault = <C extends t.Mixed>(
  codec: C,
  fallback: () => t.TypeOf<C>,
): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> =>
  new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    codec.name,
    codec.is,
    (u, c) => (u === undefined || u === null ? t.success(fallback()) : codec.validate(u, c)),
    (a) => codec.encode(a),
  );
