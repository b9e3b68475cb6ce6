import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { toQueryString } from '../../../src/adapters/rest/rest-client.js';
import { gatewayClient, jsonResponse as json, type Respond } from './support/fake-rest.js';

const client = (respond: Respond, cookies = new InMemoryCookieJar(), timeoutMs = 1000) => {
  const { api, requests } = gatewayClient(respond, { cookies, timeoutMs });
  return { api, seen: requests };
};
const Thing = t.type({ id: t.string }, 'Thing');

describe('REST client', () => {
  it('sends the session token, e-mail and phone from the cookies, and JSON', async () => {
    const cookies = new InMemoryCookieJar({
      sso_session: 'tok',
      contact_email: 'a@b.test',
      contact_phone: '3035550123',
    });
    const { api, seen } = client(() => json(200, { id: '1' }), cookies);
    await api.post('/api/things', Thing, { body: { name: 'x' } });
    const { headers } = seen[0]!;
    expect(headers['X-Session-Token']).toBe('tok');
    expect(headers['X-User-Email']).toBe('a@b.test');
    expect(headers['X-User-Phone']).toBe('3035550123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(seen[0]?.rawBody).toBe('{"name":"x"}');
    expect(seen[0]?.method).toBe('POST');
  });

  it('sends an empty token header when the cookie is missing', async () => {
    const { api, seen } = client(() => json(200, { id: '1' }));
    await api.get('/api/things/1', Thing);
    expect(seen[0]!.headers['X-Session-Token']).toBe('');
  });

  it('an edited cookie the browser cannot send as a header goes as empty, and the call still goes out', async () => {
    const cookies = new InMemoryCookieJar({
      sso_session: 'tok\nX-Injected: 1',
      contact_email: 'g\u{1F600}@b.test',
      contact_phone: '303\u0000555 0123',
    });
    // As the platform's fetch does: a header value outside Latin-1, or with NUL or a line
    // break, throws before anything is sent.
    const { api, seen } = client((request) => {
      new Headers(request.headers);
      return json(200, { id: '1' });
    }, cookies);
    expect(await api.get('/api/things/1', Thing)).toEqual(E.right({ id: '1' }));
    expect(seen[0]!.headers['X-Session-Token']).toBe('');
    expect(seen[0]!.headers['X-User-Email']).toBe('');
    expect(seen[0]!.headers['X-User-Phone']).toBe('');
  });

  it('omits empty query values and repeats arrays', () => {
    expect(toQueryString({ a: 'x', b: '', c: null, d: undefined, e: 0, f: false, g: ['1', 2] })).toBe(
      '?a=x&e=0&f=false&g=1&g=2',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('decodes a good response', async () => {
    const { api, seen } = client(() => json(200, { id: '7', extra: true }));
    const result = await api.get('/api/things/7', Thing, { query: { q: 'a b' } });
    expect(result).toEqual(E.right({ id: '7', extra: true }));
    expect(seen[0]?.url).toBe('https://api.test/api/things/7?q=a+b');
  });

  it('a response that does not decode is a decode error naming the path', async () => {
    const { api } = client(() => json(200, { id: 42 }));
    const result = await api.get('/api/things/7', Thing, { what: 'thing' });
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'id' });
    expect(E.isLeft(result) && result.left.message).toContain(
      'Unexpected thing: id: expected string, got 42',
    );
  });

  it('a failure carries its status and the body message', async () => {
    const { api } = client(() => json(403, { message: 'User does not have required role.' }));
    expect(await api.get('/api/is-auth/admin', Thing)).toEqual(
      E.left({
        kind: 'forbidden',
        status: 403,
        message: 'User does not have required role.',
        hostMessage: 'User does not have required role.',
      }),
    );
  });

  it("a failure's body error text is the host's message too", async () => {
    const { api } = client(() => json(400, { error: 'Minimum stay is 3 nights' }));
    expect(await api.get('/api/x', Thing)).toEqual(
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'Minimum stay is 3 nights',
        hostMessage: 'Minimum stay is 3 nights',
      }),
    );
  });

  it("a failure's code is the host's name for it; a code of another shape is ignored", async () => {
    const { api } = client(() => json(400, { message: 'Taken', code: 'dates-unavailable' }));
    expect(await api.get('/api/x', Thing)).toEqual(
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'Taken',
        hostMessage: 'Taken',
        hostCode: 'dates-unavailable',
      }),
    );
    for (const code of ['<b>', 7, '', 'x'.repeat(80), 'Dates']) {
      const odd = client(() => json(400, { code })).api;
      expect(await odd.get('/api/x', Thing)).toEqual(
        E.left({ kind: 'rejected', status: 400, message: 'GET /api/x failed with status 400' }),
      );
    }
  });

  it('a failure without a message still says what failed, and has no host message', async () => {
    const { api } = client(() => new Response('<html>oops</html>', { status: 502 }));
    expect(await api.get('/api/x', Thing)).toEqual(
      E.left({ kind: 'http', status: 502, message: 'GET /api/x failed with status 502' }),
    );
    // A blank message or a non-string error is no message either.
    const blank = client(() => json(400, { message: '', error: { code: 7 } })).api;
    expect(await blank.get('/api/x', Thing)).toEqual(
      E.left({ kind: 'rejected', status: 400, message: 'GET /api/x failed with status 400' }),
    );
  });

  it('no response at all is a network error', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await api.get('/api/x', Thing)).toEqual(
      E.left({ kind: 'network', message: 'Could not reach the server (Failed to fetch)' }),
    );
  });

  it('a slow answer times out', async () => {
    const never: Respond = (seen) =>
      new Promise<Response>((_, reject) =>
        seen.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { api } = client(never, new InMemoryCookieJar(), 20);
    const result = await api.get('/api/slow', Thing);
    expect(E.isLeft(result) && result.left.kind).toBe('timeout');
  });

  it('the caller can cancel', async () => {
    const never: Respond = (seen) =>
      new Promise<Response>((_, reject) =>
        seen.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { api } = client(never);
    const controller = new AbortController();
    const pending = api.get('/api/slow', Thing, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(E.isLeft(result) && result.left).toEqual({
      kind: 'network',
      message: 'GET /api/slow was cancelled',
    });
  });

  it('a 204 decodes as no body', async () => {
    const { api } = client(() => new Response(null, { status: 204 }));
    expect(await api.post('/auth/logout', t.undefined)).toEqual(E.right(undefined));
  });
});
