import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { stubDatabase } from '../support/stub-database.js';

describe('JSON request bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase() });
    app.post('/api/echo', async (request) => ({ received: request.body ?? null }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('an empty body with the JSON content type is no body, not a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: null });
  });

  it('a body is parsed as JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ received: { a: 1 } });
  });

  it('malformed JSON answers 400 with a clear message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});
