import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { readRuntimeSettings } from '../../../server/config.js';
import {
  DEFAULT_ANALYTICS_HOST,
  listedTileOrigins,
  mapSourceOrigins,
  mapTileOrigins,
  type PageOrigins,
  pageConnectOrigins,
  registerSecurityHeaders,
} from '../../../server/http/security-headers.js';
import { stubDatabase } from '../support/stub-database.js';

const SENTRY_DSN = 'https://0123456789abcdef@o12345.ingest.sentry.io/4501234';

/** The policy a page gets, directive by directive. */
const policyOf = (header: unknown): Map<string, string[]> =>
  new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

const servedPolicy = async (origins?: PageOrigins) => {
  const app = Fastify();
  await registerSecurityHeaders(app, origins);
  app.get('/listings', async () => 'page');
  const response = await app.inject({ method: 'GET', url: '/listings' });
  await app.close();
  return policyOf(response.headers['content-security-policy']);
};

describe('the hosts a page may call (from the PUBLIC_* values the app is built with)', () => {
  it('are none beyond ours when nothing is configured', () => {
    expect(pageConnectOrigins({})).toEqual([]);
    expect(readRuntimeSettings({}).server.connectOrigins).toEqual([]);
  });

  it('are the analytics endpoint, the Sentry host and API hosts of their own, as origins', () => {
    const env = {
      PUBLIC_ANALYTICS_KEY: 'write-key',
      PUBLIC_ANALYTICS_HOST: 'https://events.keyhaven.test/v1/',
      PUBLIC_SENTRY_DSN: SENTRY_DSN,
      PUBLIC_API_URL: 'https://api.keyhaven.test/base',
      PUBLIC_AUTH_URL: 'https://api.keyhaven.test/auth',
    };
    expect(pageConnectOrigins(env)).toEqual([
      'https://api.keyhaven.test',
      'https://events.keyhaven.test',
      'https://o12345.ingest.sentry.io',
    ]);
    expect(readRuntimeSettings(env).server.connectOrigins).toEqual(pageConnectOrigins(env));
  });

  it("take Segment's API when an analytics key comes without a host, and no host without a key", () => {
    expect(pageConnectOrigins({ PUBLIC_ANALYTICS_KEY: 'write-key' })).toEqual([DEFAULT_ANALYTICS_HOST]);
    expect(pageConnectOrigins({ PUBLIC_ANALYTICS_HOST: 'https://events.keyhaven.test' })).toEqual([]);
  });

  it.each([
    ['a relative API path', { PUBLIC_API_URL: '/api' }],
    ['a DSN without a project id', { PUBLIC_SENTRY_DSN: 'https://key@sentry.example.com/' }],
    ['a DSN without a key', { PUBLIC_SENTRY_DSN: 'https://sentry.example.com/42' }],
    ['something that is no URL', { PUBLIC_SENTRY_DSN: 'not a dsn', PUBLIC_AUTH_URL: 'javascript:alert(1)' }],
  ])('ignore %s, as the app does', (_case, env) => {
    expect(pageConnectOrigins(env)).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it('lets pages call our origin and the payment provider only, by default', async () => {
    const policy = await servedPolicy();
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']); // OpenLayers' WebGL points
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('adds the configured analytics and error-reporting hosts to connect-src, and nothing else', async () => {
    const connectOrigins = pageConnectOrigins({
      PUBLIC_ANALYTICS_KEY: 'write-key',
      PUBLIC_SENTRY_DSN: SENTRY_DSN,
    });
    const policy = await servedPolicy({ connectOrigins, mediaBaseUrl: '', tileOrigins: [] });
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://api.segment.io',
      'https://o12345.ingest.sentry.io',
    ]);
    // Reporting and analytics are calls, not scripts: what may run stays ours and Stripe's.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('admits the image host when catalog images come from one', async () => {
    const policy = await servedPolicy({
      connectOrigins: [],
      mediaBaseUrl: 'https://cdn.keyhaven.test/media-root',
      tileOrigins: [],
    });
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.keyhaven.test']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('admits the map tile hosts of a configured tile source to img-src and connect-src; none without one', async () => {
    expect(mapTileOrigins('https://{a-c}.tiles.keyhaven.test/{z}/{x}/{y}.png')).toEqual([
      'https://a.tiles.keyhaven.test',
      'https://b.tiles.keyhaven.test',
      'https://c.tiles.keyhaven.test',
    ]);
    expect(mapTileOrigins('https://tiles.keyhaven.test:8443/styles/{z}/{x}/{y}.webp?key=k')).toEqual([
      'https://tiles.keyhaven.test:8443',
    ]);
    // Unset, relative or not http(s): the offline basemap, no host added.
    for (const template of [
      undefined,
      '',
      '  ',
      '/tiles/{z}/{x}/{y}.png',
      'javascript:alert(1)',
      'https://{a-c/x',
    ]) {
      expect(mapTileOrigins(template), String(template)).toEqual([]);
    }

    const tiled = await servedPolicy({
      connectOrigins: [],
      mediaBaseUrl: '',
      tileOrigins: mapTileOrigins('https://{1-2}.tiles.keyhaven.test/{z}/{x}/{y}.png'),
    });
    const tiles = ['https://1.tiles.keyhaven.test', 'https://2.tiles.keyhaven.test'];
    expect(tiled.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...tiles]);
    expect(tiled.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com', ...tiles]);
    expect(tiled.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);

    // The host reads it from the same PUBLIC_MAP_TILES_URL the build inlines.
    const configured = readRuntimeSettings({
      PUBLIC_MAP_TILES_URL: 'https://tiles.keyhaven.test/{z}/{x}/{y}.png',
    });
    expect(configured.server.tileOrigins).toEqual(['https://tiles.keyhaven.test']);
    expect(readRuntimeSettings({}).server.tileOrigins).toEqual([]);
  });

  it("admits a style document's host and the hosts listed for it, the same source the app chooses", async () => {
    const style = {
      PUBLIC_MAP_STYLE_URL: 'https://maps.keyhaven.test:8443/styles/coast.json?key=k',
      MAP_TILE_ORIGINS:
        'https://tiles.keyhaven.test, https://sprites.keyhaven.test/sprite/ ,https://tiles.keyhaven.test',
    };
    const hosts = [
      'https://maps.keyhaven.test:8443',
      'https://tiles.keyhaven.test',
      'https://sprites.keyhaven.test',
    ];
    expect(mapSourceOrigins(style)).toEqual(hosts);
    expect(readRuntimeSettings(style).server.tileOrigins).toEqual(hosts);
    const policy = await servedPolicy({ connectOrigins: [], mediaBaseUrl: '', tileOrigins: hosts });
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...hosts]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com', ...hosts]);
    // Neither the style's host nor its tiles' may run scripts or workers.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);

    // A style on this host adds only the listed hosts; the style wins over a template set too.
    expect(
      mapSourceOrigins({
        PUBLIC_MAP_STYLE_URL: '/map/style.json',
        PUBLIC_MAP_TILES_URL: 'https://raster.keyhaven.test/{z}/{x}/{y}.png',
        MAP_TILE_ORIGINS: 'https://tiles.keyhaven.test',
      }),
    ).toEqual(['https://tiles.keyhaven.test']);
  });

  it("admits a PMTiles archive's host, ahead of a raster template, and no listed host without a source", () => {
    expect(
      mapSourceOrigins({
        PUBLIC_MAP_PMTILES_URL: 'https://archive.keyhaven.test/us/region.pmtiles',
        PUBLIC_MAP_TILES_URL: 'https://raster.keyhaven.test/{z}/{x}/{y}.png',
      }),
    ).toEqual(['https://archive.keyhaven.test']);
    expect(
      mapSourceOrigins({ PUBLIC_MAP_TILES_URL: 'https://{a-b}.raster.keyhaven.test/{z}/{x}/{y}.png' }),
    ).toEqual(['https://a.raster.keyhaven.test', 'https://b.raster.keyhaven.test']);
    expect(mapSourceOrigins({ MAP_TILE_ORIGINS: 'https://tiles.keyhaven.test' })).toEqual([]);
    expect(mapSourceOrigins({ PUBLIC_MAP_STYLE_URL: ' ', PUBLIC_MAP_PMTILES_URL: '' })).toEqual([]);
  });

  it('refuses to start with a listed map host that is no http(s) origin, naming it', () => {
    expect(listedTileOrigins(undefined)).toEqual([]);
    expect(listedTileOrigins(' , ')).toEqual([]);
    for (const entry of ['tiles.keyhaven.test', 'javascript:alert(1)', "'unsafe-inline'", '*']) {
      expect(
        () => readRuntimeSettings({ MAP_TILE_ORIGINS: `https://ok.keyhaven.test,${entry}` }),
        entry,
      ).toThrow(`MAP_TILE_ORIGINS must list http(s) origins separated by commas, got "${entry}"`);
    }
  });

  it('never allows inline or evaluated scripts, plugins or framing by others', async () => {
    const policy = await servedPolicy({
      connectOrigins: ['https://events.keyhaven.test'],
      mediaBaseUrl: '',
      tileOrigins: [],
    });
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('is what the whole host sends on its pages; API answers get one that admits nothing', async () => {
    const app = await buildServer({
      db: stubDatabase(),
      config: { connectOrigins: ['https://api.example.com'] },
    });
    for (const url of ['/main-site/stays/ski', '/media/nothing-here']) {
      const policy = policyOf((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy.get('connect-src'), url).toEqual([
        "'self'",
        'https://api.stripe.com',
        'https://api.example.com',
      ]);
    }
    for (const url of ['/api/health', '/api/nothing-here', '/auth/current-user']) {
      const policy = policyOf((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect([...policy], url).toEqual([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]);
    }
    await app.close();
  });
});
