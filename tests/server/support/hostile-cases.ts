import type { HTTPMethods } from 'fastify';
import type { JsonSchema, RouteSchemas } from './route-schemas.js';
import { fieldsOf, type KnownValues, mainTypeOf, sampleOf, withValueAt } from './schema-samples.js';

/**
 * Hostile requests generated from a host's route schemas: every field of every route's
 * params, query and body gets each hostile value of its kind in an otherwise valid request,
 * and every route gets the whole-request ones (an oversized body, a body nested 5,000
 * levels, a field name with a NUL, an unknown query field with a NUL...).
 */
export interface HostileRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface HostileCase {
  /** 'POST /api/itinerary/:itineraryId/messages' */
  route: string;
  /** What is hostile: 'body.message = NUL', 'the whole body = 5,000 levels deep'. */
  what: string;
  request: HostileRequest;
}

/** The host's body limit (server/app.ts bodyLimit): the oversized body goes just past it. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** JSON text sent as it is: numbers JSON.stringify cannot write (1e309) and deep nesting. */
class JsonLiteral {
  constructor(readonly text: string) {}
}

const literal = (text: string) => new JsonLiteral(text);

const MARK = '\u0001literal';
const MARKED = /"\\u0001literal(\d+)"/g;

/** JSON.stringify, with each JsonLiteral written as its own text. */
export const jsonText = (value: unknown): string => {
  const literals: string[] = [];
  const json = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof JsonLiteral ? `${MARK}${literals.push(item.text) - 1}` : item,
  );
  return json.replace(MARKED, (_match, index: string) => literals[Number(index)] ?? 'null');
};

const DEEP_LEVELS = 5_000;
const deeplyNested = literal(`${'{"next":'.repeat(DEEP_LEVELS)}"deep"${'}'.repeat(DEEP_LEVELS)}`);

type Variant<T> = readonly [label: string, value: T];

/** Which fields get every value of a kind, not just their turn's one. */
type FieldTest = (field: { name: string; schema: JsonSchema }) => boolean;

interface Kind<T> {
  variants: readonly Variant<T>[];
  everyValueFor?: FieldTest;
}

const numeric: FieldTest = ({ schema }) => {
  const type = mainTypeOf(schema);
  return type === 'number' || type === 'integer' || type === undefined;
};
const dated: FieldTest = ({ name }) => /date|^start$|^end$/i.test(name);

/**
 * Dates past any calendar of ours (the guard's years), and dates in them that no calendar has
 * (the guard lets those through: the route must refuse them itself).
 */
const DATES: readonly Variant<string>[] = [
  ['0000-01-01', '0000-01-01'],
  ['9999-12-31', '9999-12-31'],
  ['-271821-04-20', '-271821-04-20'],
  ['2030-02-30', '2030-02-30'],
  ['2030-13-45', '2030-13-45'],
  ['2030-01-01T99:99:99Z', '2030-01-01T99:99:99Z'],
];

/**
 * What a JSON body field gets, by kind: text PostgreSQL refuses, numbers no double holds
 * (as text, and written as numbers in the JSON text), huge and negative numbers, dates
 * outside any calendar, deep nesting, and the wrong types.
 */
const BODY_KINDS: readonly Kind<unknown>[] = [
  {
    variants: [
      ['NUL', 'a\u0000b'],
      ['lone surrogate', 'x\ud800'],
      ['lone low surrogate', '\udc00y'],
    ],
  },
  {
    variants: [
      ['"Infinity"', 'Infinity'],
      ['"-Infinity"', '-Infinity'],
      ['"NaN"', 'NaN'],
      ['"1e400"', '1e400'],
    ],
    everyValueFor: numeric,
  },
  {
    variants: [
      ['1e309 written in the JSON', literal('1e309')],
      ['-1e309 written in the JSON', literal('-1e309')],
    ],
    everyValueFor: numeric,
  },
  {
    variants: [
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['-1', -1],
      ['0.5', 0.5],
      ['2^53 + 1 written in the JSON', literal('9007199254740993')],
    ],
    everyValueFor: numeric,
  },
  { variants: DATES, everyValueFor: dated },
  { variants: [['5,000 levels deep', deeplyNested]] },
  {
    variants: [
      ['an object', { hostile: true }],
      ['an array', [1]],
    ],
  },
  {
    variants: [
      ['a word', 'yes'],
      ['true', true],
      ['empty text', ''],
    ],
  },
  { variants: [['null', null]] },
];

/**
 * What a path or query field gets, by kind, already %-encoded: the URL carries text only, so
 * nesting and JSON types have no way in here; broken encodings do.
 */
const URL_KINDS: readonly Kind<string>[] = [
  {
    variants: [
      ['NUL', 'a%00b'],
      ['lone surrogate', '%ED%A0%80'],
      ['broken %-escape', '%E0%A4%A'],
    ],
  },
  {
    variants: [
      ['"Infinity"', 'Infinity'],
      ['"-Infinity"', '-Infinity'],
      ['"NaN"', 'NaN'],
      ['"1e400"', '1e400'],
    ],
    everyValueFor: numeric,
  },
  {
    variants: [
      ['1e308', '1e308'],
      ['-1e308', '-1e308'],
      ['-1', '-1'],
      ['0.5', '0.5'],
      ['20 digits', '99999999999999999999'],
    ],
    everyValueFor: numeric,
  },
  { variants: DATES, everyValueFor: dated },
  {
    variants: [
      ['a word', 'yes'],
      ['empty text', ''],
    ],
  },
  {
    variants: [
      ['10,000 characters', 'a'.repeat(10_000)],
      ['a path out', '..%2F..%2Fetc%2Fpasswd'],
    ],
  },
];

/**
 * The values the route's `n`th field gets: every value of the kinds that matter to it (all
 * the numbers for a number, all the dates for a date), one of each other kind. The fields of
 * a route take turns through those, so each field meets every kind and the suite stays at a
 * few thousand requests.
 */
const valuesFor = <T>(
  kinds: readonly Kind<T>[],
  n: number,
  field: { name: string; schema: JsonSchema },
): Variant<T>[] =>
  kinds.flatMap(({ variants, everyValueFor }) => {
    if (everyValueFor?.(field)) return [...variants];
    const variant = variants[n % variants.length];
    return variant ? [variant] : [];
  });

/** An unknown query field every route gets: the guard checks whatever arrives. */
const UNKNOWN_QUERY: readonly [string, string][] = [
  ['NUL', 'hostile=a%00b'],
  ['lone surrogate', 'hostile=%ED%A0%80'],
  ['"Infinity"', 'hostile=Infinity'],
  ['9999-12-31', 'hostile=9999-12-31'],
];

const JSON_TYPE = 'application/json';

/** What every route taking a body gets in place of its body. */
const WHOLE_BODIES: readonly [string, string, string][] = [
  [
    `just over the body limit (${BODY_LIMIT_BYTES.toLocaleString('en-US')} bytes)`,
    jsonText({ hostile: 'x'.repeat(BODY_LIMIT_BYTES) }),
    JSON_TYPE,
  ],
  ['5,000 levels deep', jsonText(deeplyNested), JSON_TYPE],
  ['a field name with a NUL', jsonText({ 'a\u0000b': 1 }), JSON_TYPE],
  ['a field name that is half a surrogate pair', jsonText({ '\udc00': 1 }), JSON_TYPE],
  ['not JSON', '{"a":', JSON_TYPE],
  ['1e309 written in the JSON', '1e309', JSON_TYPE],
  ['an array', '[]', JSON_TYPE],
  ['a string', '"text"', JSON_TYPE],
  ['null', 'null', JSON_TYPE],
  ['plain text', 'hostile', 'text/plain'],
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Real values for the route's path parameters: the demo's ids, by parameter name. */
export type ParamValue = (route: RouteSchemas, name: string) => string;

const pathWith = (route: RouteSchemas, paramValue: ParamValue, replaced?: [string, string]) =>
  route.url
    .split('/')
    .map((segment) => {
      const name = segment.startsWith(':') ? segment.slice(1) : segment === '*' ? '*' : undefined;
      if (name === undefined) return segment;
      if (replaced && replaced[0] === name) return replaced[1];
      return encodeURIComponent(paramValue(route, name)).replaceAll('%2F', '/');
    })
    .join('/');

/** The path parameters of a URL pattern, the wildcard included. */
const paramsOf = (url: string) =>
  url
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1)));

/** Every hostile case for one route. */
export const hostileCasesFor = (
  route: RouteSchemas,
  known: KnownValues,
  paramValue: ParamValue,
): HostileCase[] => {
  const routeName = `${route.method} ${route.url}`;
  const takesBody = BODY_METHODS.has(route.method);
  const base = route.body ? sampleOf(route.body, '', known) : undefined;
  const method = route.method as HTTPMethods;
  const request = (url: string, body?: [string, string]): HostileRequest => {
    const payload = body ?? (base === undefined ? undefined : [jsonText(base), JSON_TYPE]);
    return payload
      ? { method, url, headers: { 'content-type': payload[1] }, payload: payload[0] }
      : { method, url, headers: {} };
  };
  const path = pathWith(route, paramValue);
  // The query fields the demo has values for (a stay's dates), so a route that needs them
  // answers more than "startDate is required"; each case changes one of them or adds one.
  const queryFields = Object.keys(route.querystring?.properties ?? {});
  const baseQuery = (except?: string) =>
    queryFields.flatMap((field) => {
      const value = known[field];
      return field !== except && (typeof value === 'string' || typeof value === 'number')
        ? [`${encodeURIComponent(field)}=${encodeURIComponent(value)}`]
        : [];
    });
  const withQuery = (extra: string, except?: string) => `${path}?${[...baseQuery(except), extra].join('&')}`;
  const cases: HostileCase[] = [];
  const add = (what: string, hostile: HostileRequest) =>
    cases.push({ route: routeName, what, request: hostile });

  let n = 0;
  for (const param of paramsOf(route.url)) {
    const schema = route.params?.properties?.[param] ?? { type: 'string' };
    for (const [label, value] of valuesFor(URL_KINDS, n++, { name: param, schema })) {
      add(`params.${param} = ${label}`, request(pathWith(route, paramValue, [param, value])));
    }
  }
  for (const field of queryFields) {
    const key = encodeURIComponent(field);
    const schema = route.querystring?.properties?.[field] ?? {};
    for (const [label, value] of valuesFor(URL_KINDS, n++, { name: field, schema })) {
      add(`query.${field} = ${label}`, request(withQuery(`${key}=${value}`, field)));
    }
    add(`query.${field} = repeated`, request(withQuery(`${key}=1&${key}=2`, field)));
  }
  for (const [label, query] of UNKNOWN_QUERY) add(`query.hostile = ${label}`, request(withQuery(query)));
  if (route.body) {
    for (const field of fieldsOf(route.body)) {
      const name = String(field.path.filter((key) => typeof key === 'string').at(-1) ?? '');
      for (const [label, value] of valuesFor(BODY_KINDS, n++, { name, schema: field.schema })) {
        const body = withValueAt(base, route.body, field.path, value, known);
        add(`body.${field.path.join('.')} = ${label}`, request(path, [jsonText(body), JSON_TYPE]));
      }
    }
  }
  if (takesBody) {
    for (const [label, text, type] of WHOLE_BODIES)
      add(`the whole body = ${label}`, request(path, [text, type]));
  }
  return cases;
};
