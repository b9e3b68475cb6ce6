import type * as E from 'fp-ts/lib/Either.js';
import { InMemoryCookieJar } from '../../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../../src/adapters/rest/rest-client.js';
import type { AppError } from '../../../../src/core/shared/app-error.js';

/**
 * The fake back end the REST adapter tests drive the real RestClient against: a fetch that
 * records every request and answers with what the test says, and a RestClient over it.
 */
export const BASE_URL = 'https://api.test';

/** One request as the fake fetch received it; `body` is the JSON body parsed, `rawBody` as sent. */
export interface FakeRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly rawBody: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** What the gateway tests compare: the method, the URL and the parsed body. */
export interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

export type Respond = (request: FakeRequest) => Response | Promise<Response>;

/** A JSON response with `status`; no body at all when `body` is undefined. */
export const jsonResponse = (status: number, body?: unknown): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A responder answering every request with a fresh `jsonResponse(status, body)`. */
export const answer =
  (status: number, body?: unknown): Respond =>
  () =>
    jsonResponse(status, body);

/** A fetch that records each request, then answers it with `respond`. */
export const fakeFetch = (respond: Respond = answer(200)) => {
  const requests: FakeRequest[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      rawBody,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return respond(request);
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, requests };
};

export interface GatewayClientOptions {
  readonly cookies?: InMemoryCookieJar;
  readonly timeoutMs?: number;
  /** 'relative' records `sent` URLs without the base URL (default: as fetched). */
  readonly urls?: 'absolute' | 'relative';
}

/** A real RestClient on BASE_URL over the fake fetch, with an in-memory cookie jar. */
export const gatewayClient = (respond: Respond = answer(200), options: GatewayClientOptions = {}) => {
  const sent: Sent[] = [];
  const { fetch, requests } = fakeFetch((request) => {
    const url = options.urls === 'relative' ? request.url.slice(BASE_URL.length) : request.url;
    sent.push({ method: request.method, url, body: request.body });
    return respond(request);
  });
  const api = new RestClient({
    baseUrl: BASE_URL,
    cookies: options.cookies ?? new InMemoryCookieJar(),
    fetch,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { api, sent, requests };
};

/** A gateway made over `gatewayClient`, with what it sent. */
export const fakeGateway = <G>(
  make: (api: RestClient) => G,
  respond: Respond = answer(200),
  options: GatewayClientOptions = {},
) => {
  const { api, sent, requests } = gatewayClient(respond, options);
  return { gateway: make(api), sent, requests };
};

/** One call of a gateway under test, as the table-driven tests list them. */
export type GatewayCall<G> = (gateway: G) => Promise<E.Either<AppError, unknown>>;
