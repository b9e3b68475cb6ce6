import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { RestUserGateway } from '../../../src/adapters/rest/rest-user-gateway.js';

interface Sent {
  readonly method: string | undefined;
  readonly url: string;
  readonly body: unknown;
}

const gatewayAnswering = (status: number, answer?: unknown) => {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer === undefined ? new Response(null, { status }) : Response.json(answer, { status });
  }) as unknown as typeof fetch;
  const api = new RestClient({
    baseUrl: 'https://api.test',
    cookies: new InMemoryCookieJar(),
    fetch: fetchImpl,
  });
  return { gateway: new RestUserGateway(api), sent };
};

describe('SPEC 7 RestUserGateway', () => {
  it('updatePhone sends PUT /api/user/{userId}/phone with the phone and reads it back', async () => {
    const { gateway, sent } = gatewayAnswering(200, { phone: '3035550123' });
    expect(await gateway.updatePhone('usr 7', { phone: '303-555-0123' })).toEqual(
      E.right({ phone: '3035550123' }),
    );
    expect(sent).toEqual([
      { method: 'PUT', url: 'https://api.test/api/user/usr%207/phone', body: { phone: '303-555-0123' } },
    ]);
  });

  it('an answer without the phone is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, { phoneNumber: '3035550123' });
    const result = await gateway.updatePhone('usr_7', { phone: '3035550123' });
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'phone' });
    expect(E.isLeft(result) && result.left.message).toContain('PUT /api/user/usr_7/phone');
  });

  it('a failure carries its status and the host message', async () => {
    const { gateway } = gatewayAnswering(400, { message: 'phone must be 10 digits' });
    expect(await gateway.updatePhone('usr_7', { phone: '12' })).toEqual(
      E.left({ kind: 'http', status: 400, message: 'phone must be 10 digits' }),
    );
  });
});
