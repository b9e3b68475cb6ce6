import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { readContactEmail, readContactPhone, readSessionToken } from '../../core/session/index.js';
import { type AppError, appError, decode } from '../../core/shared/index.js';
import type { CookieJar } from '../../core/storage/index.js';
import { kindForStatus } from './http-error-kind.js';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

export interface RestClientOptions {
  readonly baseUrl: string;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export interface RequestOptions {
  readonly query?: Query;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Names the response in decode errors ("Unexpected itinerary: ..."). */
  readonly what?: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Query string with empty values omitted and arrays repeated (docs/product/calls.md#request-helper). */
export const toQueryString = (query: Query | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The message or error text a failure's body carries, if it carries one. */
const hostMessageOf = (body: unknown): string | undefined => {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return undefined;
};

/** The host's name for a failure: a short lowercase word list, anything else is ignored. */
const hostCodeOf = (body: unknown): string | undefined => {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[a-z][a-z-]{0,63}$/.test(code) ? code : undefined;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The one client every REST gateway goes through: session-token, e-mail and phone headers
 * from the shared cookies, JSON bodies, a timeout, and every response decoded with its
 * codec. Failures come back as AppError values; nothing here throws for an expected failure.
 * A failure the host explained carries its words in `hostMessage` too.
 */
export class RestClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: RestClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get<A, O>(path: string, codec: t.Type<A, O, unknown>, options: RequestOptions = {}) {
    return this.request('GET', path, codec, options);
  }
  post<A, O>(path: string, codec: t.Type<A, O, unknown>, options: RequestOptions = {}) {
    return this.request('POST', path, codec, options);
  }
  put<A, O>(path: string, codec: t.Type<A, O, unknown>, options: RequestOptions = {}) {
    return this.request('PUT', path, codec, options);
  }
  delete<A, O>(path: string, codec: t.Type<A, O, unknown>, options: RequestOptions = {}) {
    return this.request('DELETE', path, codec, options);
  }

  headers(): Record<string, string> {
    const { cookies } = this.options;
    return {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // Only values of their kind: an edited cookie must not make the browser refuse every
      // call (docs/product/validation.md#sign-on-cookies).
      'X-Session-Token': readSessionToken(cookies) ?? '',
      'X-User-Email': readContactEmail(cookies) ?? '',
      'X-User-Phone': readContactPhone(cookies) ?? '',
    };
  }

  private async request<A, O>(
    method: string,
    path: string,
    codec: t.Type<A, O, unknown>,
    options: RequestOptions,
  ): Promise<E.Either<AppError, A>> {
    const controller = new AbortController();
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller, { once: true });
    try {
      const response = await this.fetchImpl(`${this.options.baseUrl}${path}${toQueryString(options.query)}`, {
        method,
        headers: this.headers(),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const body = await readBody(response);
      if (!response.ok) {
        const { status } = response;
        const hostMessage = hostMessageOf(body);
        const hostCode = hostCodeOf(body);
        const named = hostCode === undefined ? { status } : { status, hostCode };
        // Without the host's words, the message says what failed (for logs); hostMessage stays unset.
        return E.left(
          hostMessage === undefined
            ? appError(kindForStatus(status), `${method} ${path} failed with status ${status}`, named)
            : appError(kindForStatus(status), hostMessage, { ...named, hostMessage }),
        );
      }
      return decode(codec, body, options.what ?? `response from ${method} ${path}`);
    } catch (error) {
      if (timedOut) return E.left(appError('timeout', `${method} ${path} took longer than ${timeoutMs} ms`));
      if (options.signal?.aborted) return E.left(appError('network', `${method} ${path} was cancelled`));
      const reason = error instanceof Error ? error.message : String(error);
      return E.left(appError('network', `Could not reach the server (${reason})`));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  }
}
