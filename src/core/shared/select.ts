import * as t from 'io-ts';

/**
 * A union whose branch is chosen from the value's shape before validating, so a decode
 * error names the field of the branch that applies (`objectId`) instead of one numbered
 * line per branch (`0.errorMessage`, `1.objectId`) as t.union reports.
 */
export const select = <C extends readonly [t.Mixed, t.Mixed, ...t.Mixed[]]>(
  name: string,
  codecs: C,
  choose: (u: unknown) => C[number],
): t.Type<t.TypeOf<C[number]>, t.OutputOf<C[number]>, unknown> =>
  new t.Type<t.TypeOf<C[number]>, t.OutputOf<C[number]>, unknown>(
    name,
    (u): u is t.TypeOf<C[number]> => codecs.some((codec) => codec.is(u)),
    (u, c) => choose(u).validate(u, c),
    (a) => {
      const codec = codecs.find((candidate) => candidate.is(a));
      return codec === undefined ? a : codec.encode(a);
    },
  );
