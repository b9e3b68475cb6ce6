import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, describe, expect, it } from 'vitest';
import { SegmentAnalytics } from '../../../src/adapters/analytics/segment-analytics.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { readAnonymousContextIds } from '../../../src/core/booking/anonymous-context-ids.js';
import {
  BOOKING_STATE_FIELD_NAMES,
  BOOKING_STATE_FIELDS,
  type BookingStateField,
  defaultBookingValue,
} from '../../../src/core/booking/booking-state-fields.rule.js';
import { loadBookingContexts } from '../../../src/core/booking/load-booking-contexts.use-case.js';
import {
  listingBookingStateId,
  readPendingAction,
} from '../../../src/core/booking/pending-booking-action.rule.js';
import { readBookingState } from '../../../src/core/booking/persisted-booking-state.use-case.js';
import { DISMISSED_PROMOTIONS_KEY } from '../../../src/core/promo/dismissed-promotions.rule.js';
import {
  CONTACT_EMAIL_COOKIE,
  CONTACT_PHONE_COOKIE,
  SESSION_COOKIE,
} from '../../../src/core/storage/cookie-jar.port.js';
import { Promotions } from '../../../src/ui/shell/promotions.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { demoGuest, testContainer } from '../../support/test-container.js';

/*
 * Browser storage and cookies can hold anything: edited by hand, left by an older version,
 * cut short by a full disk. Every key the app reads is fed bad values through the real
 * reader (the booking-state use case, the view-models and use cases that read at start-up,
 * the REST client that sends the cookies as headers), with good values in every other key:
 * nothing throws, the bad value reads as the key's default (and is removed where
 * docs/product/validation.md#persisted-booking-values says so), and the other keys keep
 * their values.
 */

const world = () => {
  const built = testContainer({ user: demoGuest });
  return { ...built, store: built.keyValueStore };
};
type World = ReturnType<typeof world>;

const IDS = { bookingStateId: 'listing-home_1', userId: 'u-guest' };
const ANONYMOUS_IDS_KEY = 'bookingState:anonymous:contextIds';
const PENDING_KEY = 'bookingState:listing-home_1:pendingAction';
const ANALYTICS_ANONYMOUS_KEY = 'ajs_anonymous_id';
const ANALYTICS_USER_KEY = 'ajs_user_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const bookingKey = (field: BookingStateField) =>
  field === 'cardId' || field === 'billingDetails'
    ? `bookingState:${IDS.bookingStateId}:user:${IDS.userId}:${field}`
    : `bookingState:${IDS.bookingStateId}:${field}`;

/** What a key reads as, through the reader the app uses. */
type Reader = (w: World) => Promise<unknown>;

interface StoredKey {
  readonly name: string;
  /** The booking-state field, for the keys of a booking state (read together). */
  readonly field?: BookingStateField;
  readonly plant: (w: World, raw: string) => void;
  /** Whether the raw value is gone from storage (only asked where the docs say to delete it). */
  readonly removed?: (w: World, raw: string) => boolean;
  readonly read: Reader;
  readonly good: string;
  readonly goodRead: unknown;
  /** What a dropped value reads as (a check, for values such as a fresh random id). */
  readonly isDefault: (read: unknown) => boolean;
  /** The wrong kind of value for this key. */
  readonly wrongKind: string;
  /** Hand-written values that are valid values of this key, kept as they are. */
  readonly validHandWritten: readonly string[];
  readonly generated: fc.Arbitrary<string>;
}

// ---- the hand-written values ----

const MEGABYTE = 'x'.repeat(1 << 20);
const HAND_WRITTEN: readonly (readonly [string, string])[] = [
  ['empty', ''],
  ['whitespace', ' \t\n '],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['{}', '{}'],
  ['[]', '[]'],
  ['[]]', '[]]'],
  ['truncated JSON', '{"name":"Ada","address":{"city":"Den'],
  ['wrong shape', '{"name":5,"start":false,"end":null,"leadId":7,"pricingFees":"none","address":"x"}'],
  ['1 MB', MEGABYTE],
  ['NUL', 'card\u0000id'],
  ['lone surrogate', 'trip\ud800'],
  ['__proto__ JSON', '{"__proto__":{"polluted":1}}'],
  ['constructor JSON', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['1e400', '1e400'],
  ['-1', '-1'],
  ['2^70', '1180591620717411303424'],
  ['Infinity', 'Infinity'],
  ['June 5', 'June 5'],
  ['2030-02-30', '2030-02-30'],
  ['0000-01-01', '0000-01-01'],
  ['script', '<script>alert(1)</script>'],
];

// ---- generated bad values, by family ----

const GOOD_ID = fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/);
const insertAt = (base: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  fc.tuple(base, inserted, fc.nat()).map(([text, piece, at]) => {
    const cut = at % (text.length + 1);
    return `${text.slice(0, cut)}${piece}${text.slice(cut)}`;
  });
const blank = fc.stringMatching(/^[ \t\r\n\u00a0]*$/);
const nullWord = fc.constantFrom('null', 'undefined', ' null', 'undefined\n');
const withNul = (base: fc.Arbitrary<string>) => insertAt(base, fc.constant('\u0000'));
const withLoneSurrogate = (base: fc.Arbitrary<string>) =>
  insertAt(base, fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'));
const oversize = fc.integer({ min: 16 * 1024 + 1, max: 40_000 }).map((length) => 'a'.repeat(length));
const withForbiddenChar = (base: fc.Arbitrary<string>) =>
  insertAt(
    base,
    fc.constantFrom(
      ' ',
      '<',
      '>',
      '"',
      '{',
      '}',
      '[',
      ']',
      ';',
      ',',
      '\\',
      '(',
      ')',
      '!',
      '*',
      '#',
      '%',
      '&',
    ),
  );
const badYearDate = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2201, max: 9999 })), fc.boolean())
  .map(([year, withTime]) => `${String(year).padStart(4, '0')}-06-15${withTime ? 'T10:00:00Z' : ''}`);
const impossibleDate = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 13, max: 99 }))
    .map(([y, m]) => `${y}-${m}-01`),
  fc
    .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 32, max: 99 }))
    .map(([y, d]) => `${y}-01-${d}`),
  fc.integer({ min: 1900, max: 2200 }).map((y) => `${y}-02-30`),
  fc.integer({ min: 0, max: 23 }).map((h) => `2030-06-15T${h}:61:00Z`),
);
const looseDate = fc.oneof(
  fc
    .tuple(fc.constantFrom('June', 'Jan', 'march'), fc.integer({ min: 1, max: 31 }))
    .map(([m, d]) => `${m} ${d}`),
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([m, d]) => `${m}/${d}/2030`),
  fc.integer({ min: 0, max: 4_102_444_800_000 }).map(String),
);
const json = (arb: fc.Arbitrary<unknown>) => arb.map((value) => JSON.stringify(value));
const notPlainObject = fc
  .jsonValue()
  .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value));
const notNonEmptyArray = fc.jsonValue().filter((value) => !Array.isArray(value) || value.length === 0);
/** A good JSON text cut short: never a whole object or list. */
const truncated = (good: string) =>
  fc.integer({ min: 1, max: good.length - 1 }).map((cut) => good.slice(0, cut));
/** A key that reaches a prototype, somewhere in a good object. */
const polluted = (good: unknown) =>
  fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype'),
      fc.jsonValue({ maxDepth: 1 }),
      fc.boolean(),
    )
    .map(([key, value, nested]) => {
      const payload = `{"${key}":${JSON.stringify(value ?? 1)}}`;
      const inner = nested ? `{"deep":${payload}}` : payload;
      const text = JSON.stringify(good);
      if (Array.isArray(good)) return `[${inner},${text.slice(1)}`;
      return `{"${key}":${JSON.stringify(value ?? 1)},${text.slice(1)}`;
    });
const wrongShape = json(
  fc.record({
    name: fc.integer(),
    start: fc.integer(),
    leadId: fc.integer(),
    pricingFees: fc.string(),
    address: fc.integer(),
  }),
);

/** Bad wherever text is read. */
const plainFamilies = (good: string) =>
  fc.oneof(blank, nullWord, withNul(fc.constant(good)), withLoneSurrogate(fc.constant(good)), oversize);
const plainIdFamilies = (good: string) => fc.oneof(plainFamilies(good), withForbiddenChar(GOOD_ID));
/** Bad in a booking state, which the host must take: a date outside its years too. */
const textFamilies = (good: string) => fc.oneof(plainFamilies(good), badYearDate);
const idFamilies = (good: string) => fc.oneof(textFamilies(good), withForbiddenChar(GOOD_ID));

// ---- the keys ----

/** Text fields where any meaningful text is a value: JSON, numbers, dates and markup are text too. */
const TEXT_VALID = [
  '{}',
  '[]',
  '[]]',
  '{"name":"Ada","address":{"city":"Den',
  '{"name":5,"start":false,"end":null,"leadId":7,"pricingFees":"none","address":"x"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '__proto__',
  'constructor',
  '1e400',
  '-1',
  '1180591620717411303424',
  'Infinity',
  'June 5',
  '2030-02-30',
  '<script>alert(1)</script>',
];
/** Id-shaped hand-written values: letters, digits, '-' and '_' (a date in the host's years is such text). */
const ID_VALID = [
  '__proto__',
  'constructor',
  '1e400',
  '-1',
  '1180591620717411303424',
  'Infinity',
  '2030-02-30',
];

interface FieldPlan {
  readonly good: unknown;
  readonly wrongKind: string;
  readonly validHandWritten?: readonly string[];
  readonly generated: (goodRaw: string) => fc.Arbitrary<string>;
}

const dateFamilies = (good: string) => fc.oneof(textFamilies(good), impossibleDate, looseDate);
const countFamilies = (good: string) =>
  fc.oneof(
    textFamilies(good),
    fc.integer({ min: -1_000_000, max: -1 }).map(String),
    fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }).map(String),
    fc.constantFrom('1.5', '1e3', '0x10', ' 5', '5 ', '3 adults', '+2', 'NaN', 'Infinity', '-Infinity'),
  );
const booleanFamilies = (good: string) =>
  fc.oneof(
    textFamilies(good),
    json(fc.jsonValue().filter((value) => typeof value !== 'boolean')),
    fc.constantFrom('True', 'FALSE', 'yes', '1', '0', ' true', 'false '),
  );
const objectFamilies = (good: string, shaped: boolean) =>
  fc.oneof(
    textFamilies(good),
    json(notPlainObject),
    truncated(good),
    polluted(JSON.parse(good)),
    ...(shaped ? [wrongShape] : []),
  );
const listFamilies = (good: string) =>
  fc.oneof(
    textFamilies(good),
    json(notNonEmptyArray),
    truncated(good),
    polluted(JSON.parse(good)),
    json(fc.array(fc.integer(), { minLength: 1, maxLength: 4 })),
  );

const text = (good: string): FieldPlan => ({
  good,
  wrongKind: '\u00a0',
  validHandWritten: TEXT_VALID,
  generated: textFamilies,
});
const id = (good: string): FieldPlan => ({
  good,
  wrongKind: '["card_1"]',
  validHandWritten: ID_VALID,
  generated: idFamilies,
});
const count = (good: number): FieldPlan => ({ good, wrongKind: 'true', generated: countFamilies });
const shapedObject = (good: unknown, validHandWritten: readonly string[] = []): FieldPlan => ({
  good,
  wrongKind: '["a"]',
  validHandWritten,
  generated: (raw) => objectFamilies(raw, true),
});
const list = (good: unknown[]): FieldPlan => ({ good, wrongKind: '{"0":"a"}', generated: listFamilies });

const FIELD_PLANS: { readonly [F in BookingStateField]: FieldPlan } = {
  cardId: id('pm_card_visa'),
  billingDetails: shapedObject({ name: 'Ava Guest', address: { city: 'Denver' } }, ['{}']),
  itemStartDate: { good: '2030-06-15', wrongKind: '1735689600000', generated: dateFamilies },
  itemEndDate: { good: '2030-06-20T10:00:00.000Z', wrongKind: '1735689600000', generated: dateFamilies },
  itemTimeSlot: shapedObject({ start: '2030-06-15T10:00:00Z', end: '2030-06-15T12:00:00Z' }),
  itineraryItemBooking: {
    good: { notes: 'Late arrival' },
    wrongKind: '["a"]',
    // Form state of no fixed shape: any object of text and numbers is one.
    validHandWritten: [
      '{}',
      '{"name":5,"start":false,"end":null,"leadId":7,"pricingFees":"none","address":"x"}',
    ],
    generated: (raw) => objectFamilies(raw, false),
  },
  itineraryItemPricing: list([
    { pricingHeaderId: 'ph_1', pricingOptionId: 'po_1', pricingConfigId: 'pc_1', quantity: 2 },
  ]),
  itineraryName: text('Ski week'),
  lead: shapedObject({
    sfId: null,
    leadId: 'lead_1',
    email: 'guest@keyhaven.test',
    startDate: '2030-06-15',
    endDate: '2030-06-20',
    firstName: 'Ava',
    lastName: 'Guest',
    itineraryId: 'trip_1',
    itineraryIsActive: true,
    productLine: 'Concierge',
    pm: null,
  }),
  leadId: id('lead_1'),
  pmId: id('pm_1'),
  pricingFields: list([{ question: 'Allergies', answer: 'none' }]),
  estimatedPricing: shapedObject(
    {
      pricingFees: [],
      totalBaseRate: 1200,
      taxes: 96.5,
      securityDeposit: null,
      // An empty one is a price with no parts yet: its fees default to none.
    },
    ['{}'],
  ),
  productLine: {
    good: 'Concierge',
    wrongKind: '"Concierge"',
    generated: (raw) =>
      fc.oneof(
        idFamilies(raw),
        fc.string().map((s) => `x-${s}`),
      ),
  },
  promoCodes: list([{ objectId: 'promo_1', name: 'SPRING', kind: 'percent', amount: 10 }]),
  referringServiceId: id('svc_1'),
  didConfirmTerms: { good: true, wrongKind: '1', generated: booleanFamilies },
  confirmedTermsMethod: text('checkbox'),
  adultCount: count(2),
  childCount: count(1),
  infantCount: count(0),
  petCount: count(1),
  contextIds: list(['ctx_1', 'ctx_2']),
};

const rawOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const bookingKeys: StoredKey[] = BOOKING_STATE_FIELD_NAMES.map((field) => {
  const plan = FIELD_PLANS[field];
  const good = rawOf(plan.good);
  const fallback = defaultBookingValue(BOOKING_STATE_FIELDS[field]);
  return {
    name: `booking state ${field}`,
    field,
    plant: (w, raw) => w.store.set(bookingKey(field), raw),
    removed: (w) => w.store.get(bookingKey(field)) === null,
    read: async (w) => readBookingState({ store: w.store, errors: w.errorReporter }, IDS)[field],
    good,
    goodRead: plan.good,
    isDefault: (read) => JSON.stringify(read) === JSON.stringify(fallback),
    wrongKind: plan.wrongKind,
    validHandWritten: plan.validHandWritten ?? [],
    generated: plan.generated(good),
  };
});

const pendingAction: StoredKey = {
  name: 'pending booking action',
  plant: (w, raw) => w.store.set(PENDING_KEY, raw),
  removed: (w) => w.store.get(PENDING_KEY) === null,
  read: async (w) => readPendingAction(w.store, listingBookingStateId('home_1')),
  good: 'reserve',
  goodRead: 'reserve',
  isDefault: (read) => read === null,
  wrongKind: '["reserve"]',
  validHandWritten: [],
  generated: fc.oneof(
    idFamilies('reserve'),
    fc.string().map((s) => `x-${s}`),
    fc.constantFrom('Reserve', ' reserve', 'book-service'),
  ),
};

const anonymousIds: StoredKey = {
  name: 'anonymous booking-context ids',
  plant: (w, raw) => w.store.set(ANONYMOUS_IDS_KEY, raw),
  // Gone, or rewritten with only the ids that were in it.
  removed: (w, raw) => w.store.get(ANONYMOUS_IDS_KEY) !== raw,
  read: async (w) => readAnonymousContextIds(w.store),
  good: '["ctx_1","ctx_2"]',
  goodRead: ['ctx_1', 'ctx_2'],
  isDefault: (read) => Array.isArray(read) && read.length === 0,
  wrongKind: '"ctx_1"',
  validHandWritten: [],
  generated: fc.oneof(
    listFamilies('["ctx_1","ctx_2"]'),
    json(
      fc.array(fc.oneof(fc.integer(), withForbiddenChar(GOOD_ID), fc.constant('')), {
        minLength: 1,
        maxLength: 4,
      }),
    ),
  ),
};

const promotionsGateway = { activePromotions: async () => E.right({ promotions: [] }) } as never;
const dismissedPromotions: StoredKey = {
  name: 'dismissed promotions',
  plant: (w, raw) => w.store.set(DISMISSED_PROMOTIONS_KEY, raw),
  read: async (w) => new Promotions(promotionsGateway, w.store, w.errorReporter).dismissed,
  good: '["spring-sale"]',
  goodRead: ['spring-sale'],
  isDefault: (read) => Array.isArray(read) && read.length === 0,
  wrongKind: '{"spring-sale":true}',
  // '[]' is the default itself: it reads as none, as a bad value does.
  validHandWritten: [],
  generated: fc.oneof(
    blank,
    nullWord,
    json(fc.jsonValue().filter((value) => !Array.isArray(value))),
    truncated('["spring-sale","summer"]'),
    json(
      fc.tuple(fc.string(), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null))).map(([a, b]) => [a, b]),
    ),
    json(withNul(GOOD_ID).map((key) => [key])),
    json(withLoneSurrogate(GOOD_ID).map((key) => [key])),
  ),
};

/** The ids a Segment call carries, read through the adapter itself. */
const analyticsIds = async (w: World) => {
  const sent: Record<string, unknown>[] = [];
  const analytics = new SegmentAnalytics({
    writeKey: 'wk',
    host: 'https://events.example.test',
    store: w.store,
    clock: w.clock,
    scheduler: { sleep: async () => undefined },
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response('{}');
    },
    pageContext: () => ({ path: '/', url: 'https://app.test/', title: 'Keyhaven' }),
  });
  analytics.page('home', {});
  await new Promise((done) => setImmediate(done));
  return { anonymousId: sent[0]?.anonymousId, userId: sent[0]?.userId ?? null };
};

const ID_VALID_FOR_ANALYTICS = [...ID_VALID, '0000-01-01'];
const analyticsAnonymous: StoredKey = {
  name: 'analytics anonymous id',
  plant: (w, raw) => w.store.set(ANALYTICS_ANONYMOUS_KEY, raw),
  removed: (w, raw) => w.store.get(ANALYTICS_ANONYMOUS_KEY) !== raw,
  read: async (w) => (await analyticsIds(w)).anonymousId,
  good: '"3f1c9a52-7b1e-4c2d-9a6f-0e8b7d6c5a41"',
  goodRead: '3f1c9a52-7b1e-4c2d-9a6f-0e8b7d6c5a41',
  // A dropped id is replaced by a fresh one.
  isDefault: (read) =>
    typeof read === 'string' && UUID.test(read) && read !== '3f1c9a52-7b1e-4c2d-9a6f-0e8b7d6c5a41',
  wrongKind: '{"id":"abc"}',
  validHandWritten: ID_VALID_FOR_ANALYTICS,
  generated: plainIdFamilies('"3f1c9a52-7b1e-4c2d-9a6f-0e8b7d6c5a41"'),
};
const analyticsUser: StoredKey = {
  name: 'analytics user id',
  plant: (w, raw) => w.store.set(ANALYTICS_USER_KEY, raw),
  removed: (w) => w.store.get(ANALYTICS_USER_KEY) === null,
  read: async (w) => (await analyticsIds(w)).userId,
  good: '"u-guest"',
  goodRead: 'u-guest',
  isDefault: (read) => read === null,
  wrongKind: '{"id":"abc"}',
  validHandWritten: ID_VALID_FOR_ANALYTICS,
  generated: plainIdFamilies('"u-guest"'),
};

const headers = (w: World) => new RestClient({ baseUrl: '', cookies: w.cookies }).headers();

const sessionCookie: StoredKey = {
  name: `cookie ${SESSION_COOKIE}`,
  plant: (w, raw) => w.cookies.set(SESSION_COOKIE, raw),
  // At start-up (the shell signs the guest in only with a token) and on every call.
  read: async (w) => {
    const shell = w.container.get(ShellViewModel);
    await shell.appStarted('');
    return { signedIn: shell.isLoggedIn, header: headers(w)['X-Session-Token'] };
  },
  good: 'session-of-u-guest',
  goodRead: { signedIn: true, header: 'session-of-u-guest' },
  isDefault: (read) => JSON.stringify(read) === JSON.stringify({ signedIn: false, header: '' }),
  wrongKind: '{"token":"abc"}',
  validHandWritten: [...ID_VALID, '0000-01-01'],
  generated: plainIdFamilies('session-of-u-guest'),
};

/** Whether the booking-context loader treats the visitor as known by e-mail. */
const knownByEmail = async (w: World) => {
  let asked = false;
  const gateway = {
    attachBookingContexts: async () => E.right(undefined),
    myBookingContexts: async () => {
      asked = true;
      return E.right([]);
    },
    bookingContextsByIds: async () => E.right([]),
  } as never;
  await loadBookingContexts({ gateway, store: w.store, cookies: w.cookies, errors: w.errorReporter }, false);
  return asked;
};

const emailCookie: StoredKey = {
  name: `cookie ${CONTACT_EMAIL_COOKIE}`,
  plant: (w, raw) => w.cookies.set(CONTACT_EMAIL_COOKIE, raw),
  read: async (w) => ({ known: await knownByEmail(w), header: headers(w)['X-User-Email'] }),
  good: 'guest@keyhaven.test',
  goodRead: { known: true, header: 'guest@keyhaven.test' },
  isDefault: (read) => JSON.stringify(read) === JSON.stringify({ known: false, header: '' }),
  wrongKind: '3035550123',
  validHandWritten: [],
  generated: fc.oneof(
    plainFamilies('guest@keyhaven.test'),
    fc.string().filter((s) => !s.includes('@')),
    fc.constantFrom('güest@keyhaven.test', 'a@b@keyhaven.test', 'guest@', '@keyhaven.test', 'guest@keyhaven'),
  ),
};

const phoneCookie: StoredKey = {
  name: `cookie ${CONTACT_PHONE_COOKIE}`,
  plant: (w, raw) => w.cookies.set(CONTACT_PHONE_COOKIE, raw),
  read: async (w) => headers(w)['X-User-Phone'],
  good: '(303) 555-0123',
  goodRead: '(303) 555-0123',
  isDefault: (read) => read === '',
  wrongKind: 'guest@keyhaven.test',
  validHandWritten: [],
  generated: fc.oneof(
    plainFamilies('(303) 555-0123'),
    fc.constantFrom('0000-06-15T10:00:00Z', '303-555-0123 ext. 4', 'tel:3035550123'),
    fc.stringMatching(/^\d{0,9}$/),
    fc.stringMatching(/^\d{15,30}$/),
    withLoneSurrogate(fc.constant('3035550123')),
  ),
};

const KEYS: readonly StoredKey[] = [
  ...bookingKeys,
  pendingAction,
  anonymousIds,
  dismissedPromotions,
  analyticsAnonymous,
  analyticsUser,
  sessionCookie,
  emailCookie,
  phoneCookie,
];

// ---- the checks ----

const plantAllGood = (w: World) => {
  for (const key of KEYS) key.plant(w, key.good);
};

const prototypeIsClean = () =>
  Object.getOwnPropertyNames(Object.prototype).every((name) => name !== 'polluted') &&
  ({} as Record<string, unknown>).polluted === undefined;

const tally = { thrown: 0, dropped: 0, keptValid: 0 };

/** Plants `raw` under `key` among good values; answers whether it was dropped, and checks the rest. */
/** What a key holds in storage or the cookie jar, to see that the good ones stay untouched. */
const locations = new Map<StoredKey, string>();
const locationOf = (key: StoredKey): string => {
  const known = locations.get(key);
  if (known !== undefined) return known;
  const w = world();
  w.store.values.clear();
  w.cookies.values.clear();
  key.plant(w, key.good);
  const location = [...w.store.values.keys(), ...w.cookies.values.keys()][0] ?? '';
  locations.set(key, location);
  return location;
};
const rawAt = (w: World, location: string) => w.store.get(location) ?? w.cookies.get(location);

/**
 * Plants `raw` under `key` among good values and checks it is dropped (or kept, when it is a
 * valid value of the key). The other keys stay stored as they were every time; on the
 * hand-written values and every 25th generated one they are read back too.
 */
const feed = async (w: World, key: StoredKey, raw: string, expectValid: boolean, readOthers: boolean) => {
  w.store.values.clear();
  w.cookies.values.clear();
  plantAllGood(w);
  key.plant(w, raw);
  let read: unknown;
  try {
    read = await key.read(w);
  } catch (error) {
    tally.thrown += 1;
    throw error;
  }
  if (expectValid) {
    // Kept: still stored where a bad value would be removed, else not read as the default.
    if (key.removed) expect(key.removed(w, raw), `${key.name} keeps ${JSON.stringify(raw)}`).toBe(false);
    else expect(key.isDefault(read), `${key.name} keeps ${JSON.stringify(raw)}`).toBe(false);
    tally.keptValid += 1;
  } else {
    expect(key.isDefault(read), `${key.name} drops ${JSON.stringify(raw.slice(0, 80))}`).toBe(true);
    if (key.removed)
      expect(key.removed(w, raw), `${key.name} removes ${JSON.stringify(raw.slice(0, 80))}`).toBe(true);
    tally.dropped += 1;
  }
  const state = readBookingState({ store: w.store, errors: w.errorReporter }, IDS);
  for (const other of KEYS) {
    if (other === key) continue;
    expect(rawAt(w, locationOf(other)), `${other.name} stays stored beside a bad ${key.name}`).toBe(
      other.good,
    );
    if (other.field !== undefined)
      expect(state[other.field], `${other.name} beside a bad ${key.name}`).toEqual(other.goodRead);
    else if (readOthers)
      expect(await other.read(w), `${other.name} beside a bad ${key.name}`).toEqual(other.goodRead);
  }
  expect(prototypeIsClean()).toBe(true);
};

describe('corrupt browser storage and cookies', () => {
  afterAll(() => {
    console.log(
      `corrupt storage: ${KEYS.length} keys × (${HAND_WRITTEN.length + 1} hand-written + 1000 generated) values, ` +
        `${tally.thrown} thrown, ${tally.dropped} dropped, ${tally.keptValid} hand-written kept as valid values of their key`,
    );
  });

  it('every key reads its good value when the others are good too', async () => {
    const w = world();
    plantAllGood(w);
    for (const key of KEYS) expect(await key.read(w), key.name).toEqual(key.goodRead);
  });

  for (const key of KEYS) {
    it(`${key.name}: 25 hand-written and 1,000 generated bad values are dropped, nothing thrown`, async () => {
      const handWritten = [...HAND_WRITTEN, ['wrong kind', key.wrongKind] as const];
      const w = world();
      let runs = 0;
      for (const [, raw] of handWritten) await feed(w, key, raw, key.validHandWritten.includes(raw), true);
      await fc.assert(
        fc.asyncProperty(key.generated, (raw) => {
          runs += 1;
          return feed(w, key, raw, false, runs % 25 === 0);
        }),
        { numRuns: 1000 },
      );
    }, 120_000);
  }
});
