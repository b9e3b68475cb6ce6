import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';

export type StructType<R extends t.Props, O extends t.Props> = t.TypeOfProps<R> & t.TypeOfPartialProps<O>;
export type StructOutput<R extends t.Props, O extends t.Props> = t.OutputOfProps<R> &
  t.OutputOfPartialProps<O>;

// Each half passes the whole object through, so only the keys a half owns may be taken from
// it: otherwise the raw value of an optional key would overwrite its decoded value.
const own = (value: object, keys: readonly string[]): Record<string, unknown> => {
  const picked: Record<string, unknown> = {};
  for (const key of keys)
    if (Object.hasOwn(value, key)) picked[key] = (value as Record<string, unknown>)[key];
  return picked;
};

/**
 * An object codec with required and optional properties: what t.intersection([t.type,
 * t.partial]) does, but transparent to decode paths. io-ts numbers every member of an
 * intersection, so a failure would read `1.status` instead of `status`; a guest-facing
 * decode error must name the field. The props stay reachable so a codec can extend another.
 * Unknown extra fields pass through untouched, as the REST host may add fields any day.
 */
export class StructC<R extends t.Props, O extends t.Props> extends t.Type<
  StructType<R, O>,
  StructOutput<R, O>,
  unknown
> {
  readonly _tag = 'StructC' as const;
  readonly required: R;
  readonly optional: O;

  constructor(name: string, required: R, optional: O) {
    const whole = t.type(required);
    const part = t.partial(optional);
    const optionalKeys = Object.keys(optional);
    super(
      name,
      (u): u is StructType<R, O> => whole.is(u) && part.is(u),
      (u, c) => {
        const a = whole.validate(u, c);
        const b = part.validate(u, c);
        if (E.isLeft(a) || E.isLeft(b)) {
          return t.failures([...(E.isLeft(a) ? a.left : []), ...(E.isLeft(b) ? b.left : [])]);
        }
        return t.success({ ...a.right, ...own(b.right, optionalKeys) } as StructType<R, O>);
      },
      (a) => ({ ...whole.encode(a), ...own(part.encode(a), optionalKeys) }) as StructOutput<R, O>,
    );
    this.required = required;
    this.optional = optional;
  }
}

export const struct = <R extends t.Props, O extends t.Props = Record<never, t.Mixed>>(
  name: string,
  required: R,
  optional: O = {} as O,
): StructC<R, O> => new StructC(name, required, optional);
