import type { JsonSchema } from './route-schemas.js';

/**
 * Values a route's schema accepts, so that a hostile case can change one field of an
 * otherwise valid request and reach as far into the route as that field allows. Field names
 * the demo data has real values for (ids, e-mail, dates) take those: a valid-looking id of
 * nothing would stop most routes at their first look-up.
 */
export type KnownValues = Readonly<Record<string, unknown>>;

const typesOf = (schema: JsonSchema): readonly string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

/** The type a sample takes: the first one that is not null, or what the keywords imply. */
export const mainTypeOf = (schema: JsonSchema): string | undefined =>
  typesOf(schema).find((type) => type !== 'null') ??
  (schema.properties ? 'object' : schema.items ? 'array' : undefined);

const ID_PATTERN = /^\^\[A-Za-z0-9_-\]\{1,\d+\}\$$/;

/** Patterns of ours other than the id one, with a value each matches. */
const PATTERN_SAMPLES: readonly [RegExp, string][] = [
  [/^\^\[0-9\]\{4\}\$$/, '4242'],
  [/^\^\[A-Z\]\{2\}\$$/, 'US'],
  [/^\^tok_/, 'tok_visa'],
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}/, '2030-01-01'],
];

const textSample = (schema: JsonSchema, name: string, known: KnownValues): string => {
  const value = known[name];
  if (typeof value === 'string') return value;
  if (schema.pattern && !ID_PATTERN.test(schema.pattern)) {
    const matching = PATTERN_SAMPLES.find(([pattern]) => pattern.test(schema.pattern ?? ''));
    if (matching) return matching[1];
  }
  if (/date/i.test(name) && typeof known.date === 'string') return known.date;
  if (/email/i.test(name) && typeof known.email === 'string') return known.email;
  const text = schema.pattern ? 'sample-id' : 'sample';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
};

const numberSample = (schema: JsonSchema, name: string, known: KnownValues): number => {
  const value = known[name];
  if (typeof value === 'number') return value;
  return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
};

/**
 * A value `schema` accepts for a field called `name`: objects carry their required fields
 * and the optional ones the demo has a value for (a home's booking context, a stay's dates).
 */
export const sampleOf = (schema: JsonSchema, name: string, known: KnownValues): unknown => {
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (mainTypeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const wanted = Object.keys(properties).filter(
        (key) => schema.required?.includes(key) || known[key] !== undefined,
      );
      return Object.fromEntries(
        wanted.flatMap((key) => {
          const property = properties[key];
          return property ? [[key, sampleOf(property, key, known)]] : [];
        }),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name, known));
    case 'integer':
    case 'number':
      return numberSample(schema, name, known);
    case 'boolean':
      return false;
    default:
      return textSample(schema, name, known);
  }
};

/** Every field a schema describes, nested ones and array items included, with its schema. */
export interface SchemaField {
  path: readonly (string | number)[];
  schema: JsonSchema;
}

export const fieldsOf = (schema: JsonSchema, path: readonly (string | number)[] = []): SchemaField[] => {
  const here = path.length > 0 ? [{ path, schema }] : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    fieldsOf(property, [...path, key]),
  );
  const items = schema.items ? fieldsOf(schema.items, [...path, 0]) : [];
  return [...here, ...properties, ...items];
};

/**
 * `base` with `value` at `path`, made along the way where `base` has nothing there yet: an
 * object with its required fields, an array with one sample item (named for its array).
 */
export const withValueAt = (
  base: unknown,
  schema: JsonSchema,
  path: readonly (string | number)[],
  value: unknown,
  known: KnownValues,
  name = '',
): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const items = Array.isArray(base) ? [...base] : [];
    const itemSchema = schema.items ?? {};
    const current = items[head] ?? sampleOf(itemSchema, name, known);
    items[head] = withValueAt(current, itemSchema, rest, value, known, name);
    return items;
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  const property = schema.properties?.[head] ?? {};
  const current = (object as Record<string, unknown>)[head] ?? sampleOf(property, head, known);
  return { ...object, [head]: withValueAt(current, property, rest, value, known, head) };
};
