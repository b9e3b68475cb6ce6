import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { ITEM_STATUS_ORDER } from '../../src/core/itinerary/item-status.rule.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { EXAMPLE_DAYS, EXAMPLE_SESSION_TOKEN, SESSION_TOKEN_EXPRESSION } from './examples.js';
import { freshConnectionFetch } from './fresh-connection-fetch.js';
import { CONSUMER, generatedPactDir, PROVIDER } from './pact-files.js';

/**
 * What every consumer test shares: the Pact mock server writing this run's pact, the header
 * matchers, provider-state expressions and the real RestClient pointed at the mock server.
 */
const { fromProviderState, regex } = MatchersV3;

/** The consumer side of the one pact, written to this run's output folder. */
export const consumerPact = () =>
  new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: generatedPactDir(),
    logLevel: 'warn',
  });

export const JSON_CONTENT = regex('^application/json(;.*)?$', 'application/json');
export const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
/** The provider swaps the example for the token its 'signed in' state created. */
export const SESSION_TOKEN_HEADER = fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN);
export const SIGNED_IN = { 'X-Session-Token': SESSION_TOKEN_HEADER };
/** A signed-in request with a JSON body. */
export const SENDS_JSON = { 'X-Session-Token': SESSION_TOKEN_HEADER, 'Content-Type': JSON_CONTENT };

export const ISO_DAY = 'yyyy-MM-dd';

/**
 * An ISO 8601 instant, with or without fractions of a second and with any offset: the app
 * parses any of them, so the pact does not ask for our host's milliseconds.
 */
export const instant = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

/** An item status (or 'done'), matched as one of the known ones: for lists of any items. */
export const itemStatusLike = (example: string) =>
  regex(`^(${[...ITEM_STATUS_ORDER, 'done'].join('|')})$`, example);

/**
 * The statuses one call can lead to, the first the example: the app branches on them, so an
 * answer with any other status (a reserve answering canceled) fails the pact.
 */
export const itemStatusOneOf = (...statuses: readonly [string, ...string[]]) =>
  regex(`^(${statuses.join('|')})$`, statuses[0]);

/**
 * An id the host echoes (the item, trip or service asked for): the provider state's value,
 * matched as that value (equality after Pact spec 4 injects it), not as any string.
 */
export const echoedBy =
  (examples: Readonly<Record<string, string>>) =>
  (name: string): Record<string, string> => ({
    'pact:matcher:type': 'equality',
    'pact:generator:type': 'ProviderState',
    expression: ref(name),
    value: examples[name] as string,
  });

/** A Pact provider-state expression naming a value the provider state hands back. */
export const ref = (name: string) => `\${${name}}`;

/**
 * A day the provider state hands back under `name` (the stays of contracts/README.md#the-stays,
 * counted from the host's today): the verifier sends the host's value, so the pact never
 * expires; the mock server here sees the example.
 */
export const stateDay = (name: string, example: string) => fromProviderState(ref(name), example);

/** A day or instant the states hand back by that name, with its example (EXAMPLE_DAYS). */
export const handedBack = (name: keyof typeof EXAMPLE_DAYS) => stateDay(name, EXAMPLE_DAYS[name]);

/**
 * `:name` placeholders become values the provider supplies from its states; here, the
 * examples.
 */
export const providedBy = (examples: Readonly<Record<string, string>>) => (template: string) =>
  fromProviderState(
    template.replace(/:(\w+)/g, (_, name: string) => ref(name)),
    template.replace(/:(\w+)/g, (_, name: string) => examples[name] as string),
  );

/** Cookies holding the example session token. */
export const signedInCookies = () => new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN });

/** The real RestClient on the mock server. */
export const restClient = (baseUrl: string, cookies = new InMemoryCookieJar()) =>
  new RestClient({ baseUrl, cookies, fetch: freshConnectionFetch });

/** A gateway made over the real RestClient on the mock server, recording the paths it asks for. */
export const recordingGateway = <G>(
  make: (api: RestClient) => G,
  baseUrl: string,
  cookies = new InMemoryCookieJar(),
) => {
  const paths: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return freshConnectionFetch(input, init);
  };
  return { gateway: make(new RestClient({ baseUrl, cookies, fetch: fetchImpl })), paths };
};
