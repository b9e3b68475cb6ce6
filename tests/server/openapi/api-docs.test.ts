import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { readRuntimeSettings } from '../../../server/config.js';
import { DOCS_PAGE_CSP } from '../../../server/http/openapi/openapi-document.js';
import { stubDatabase } from '../support/stub-database.js';

/** API_DOCS: the OpenAPI document and Swagger UI, on while developing and off in production. */
describe('API_DOCS', () => {
  it('is on by default, off by default with NODE_ENV=production, and either way when set', () => {
    expect(readRuntimeSettings({}).server.apiDocs).toBe(true);
    expect(readRuntimeSettings({ NODE_ENV: 'production' }).server.apiDocs).toBe(false);
    expect(readRuntimeSettings({ NODE_ENV: 'production', API_DOCS: 'true' }).server.apiDocs).toBe(true);
    expect(readRuntimeSettings({ API_DOCS: 'false' }).server.apiDocs).toBe(false);
  });

  const hosts: Awaited<ReturnType<typeof buildServer>>[] = [];
  const host = async (apiDocs: boolean) => {
    const app = await buildServer({ db: stubDatabase(), config: { apiDocs } });
    hosts.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of hosts) await app.close();
  });

  it('on: serves the OpenAPI 3.1 document at /api/openapi.json and the reference page at /api/docs', async () => {
    const app = await host(true);
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Keyhaven REST host' } });
    expect(Object.keys(document.json().paths)).toContain('/api/itinerary');
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The page's scripts load from this host: the API's default-src 'none' would leave it blank.
    expect(page.headers['content-security-policy']).toBe(DOCS_PAGE_CSP);
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect([script.statusCode, script.headers['content-security-policy']]).toEqual([200, DOCS_PAGE_CSP]);
    // The API itself keeps its own policy.
    const api = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('off: both answer the JSON 404 of any unknown address', async () => {
    const app = await host(false);
    for (const url of ['/api/openapi.json', '/api/docs/']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([answer.statusCode, answer.json()], url).toEqual([404, { message: 'Not Found' }]);
    }
  });
});
