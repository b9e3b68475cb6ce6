import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { describeMainSitePath } from '../../../server/http/main-site-page.js';
import { stubDatabase } from '../support/stub-database.js';

describe('the main-site stand-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase(), config: { productName: 'Keyhaven' } });
  });
  afterAll(() => app.close());

  it('names the destination asked for and links to /listings with the same query', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main-site/destinations/aspen?utm_source=mail&lead=L1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Destination: aspen</h1>');
    expect(response.body).toContain('<title>Destination: aspen | Keyhaven</title>');
    expect(response.body).toContain(
      '<a class="button primary" href="/listings?utm_source=mail&amp;lead=L1">Explore homes</a>',
    );
    expect(response.body).toContain('On the live site this is a destination’s guide');
  });

  it('says what each stand-in page stands for, under the brand', async () => {
    const response = await app.inject({ method: 'GET', url: '/main-site/property-managers' });
    expect(response.body).toContain('<header><a href="/listings">Keyhaven</a></header>');
    expect(response.body).toContain('how property managers list their homes with us');
    const unknown = await app.inject({ method: 'GET', url: '/main-site/press' });
    expect(unknown.body).toContain('On the live site this is a page of the brand’s main site.');
  });

  it('answers the main site root (where /bundle leaves for)', async () => {
    for (const url of ['/main-site', '/main-site/']) {
      const response = await app.inject({ method: 'GET', url: `${url}?partner=acme` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Home</h1>');
      expect(response.body).toContain('href="/listings?partner=acme"');
    }
  });

  it('escapes whatever comes from the URL', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main-site/stays/%3Cimg%20src=x%20onerror=alert(1)%3E?q=<script>alert("x")</script>&x="><b>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('"><b>');
    expect(response.body).toContain('Stays: &lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain(
      'href="/listings?q=%3Cscript%3Ealert%28%22x%22%29%3C%2Fscript%3E&amp;x=%22%3E%3Cb%3E"',
    );
  });

  it('is a page with the security headers too', async () => {
    const response = await app.inject({ method: 'GET', url: '/main-site/stays/beach' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('describeMainSitePath', () => {
  it.each([
    [[], 'Home'],
    [['destinations', 'lake-tahoe'], 'Destination: lake-tahoe'],
    [['stays', 'ski'], 'Stays: ski'],
    [['about', 'team'], 'about / team'],
  ])('%j -> %s', (segments, heading) => {
    expect(describeMainSitePath(segments)).toBe(heading);
  });
});
