import fc from 'fast-check';

export const id = fc.string({ minLength: 1, maxLength: 12 });
export const text = fc.string({ maxLength: 24 });

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00.000Z'),
  max: new Date('2099-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
export const isoDateTime = instant.map((date) => date.toISOString());
export const isoDate = isoDateTime.map((iso) => iso.slice(0, 10));
export const isoDateString = fc.oneof(isoDate, isoDateTime);

/** Dollars with cents, from a refund to a large stay; never -0, which JSON cannot carry. */
export const dollars = fc.integer({ min: -1_000_000, max: 100_000_000 }).map((cents) => cents / 100);
export const count = fc.nat({ max: 20 });
export const degrees = fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1_000_000);
export const score = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);

export const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null });
export const few = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A[]> => fc.array(arb, { maxLength: 3 });

/**
 * JSON exactly as it comes off the wire. fc.jsonValue() can yield -0, which JSON sends as 0,
 * so a value is passed through the wire once before it stands for "what the host sent".
 */
export const wireJson = fc
  .jsonValue({ maxDepth: 2 })
  .map((value): unknown => JSON.parse(JSON.stringify(value)));

/** A JSON object: shapes the core keeps opaque (form state, partner content). */
export const jsonObject = fc.dictionary(fc.string({ maxLength: 8 }), wireJson, { maxKeys: 4 });

type ValuesOf<M> = { [K in keyof M]: M[K] extends fc.Arbitrary<infer T> ? T : never };
type Model = Record<string, fc.Arbitrary<unknown>>;

/**
 * An object arbitrary for a struct codec: required keys always present, optional ones
 * present or absent (never present-but-undefined, which the JSON wire cannot carry).
 */
export const struct = <R extends Model, O extends Model>(
  required: R,
  optional: O,
): fc.Arbitrary<ValuesOf<R> & Partial<ValuesOf<O>>> =>
  fc.record({ ...required, ...optional }, { requiredKeys: Object.keys(required) }) as unknown as fc.Arbitrary<
    ValuesOf<R> & Partial<ValuesOf<O>>
  >;
