import { describe, expect, it } from 'vitest';
import { clockSetting, isProduction, readRuntimeSettings } from '../../../server/config.js';

/** Issue 25 finding 9: the production guards and switches do not depend on spelling. */
const start = (env: Record<string, string>) => () => readRuntimeSettings(env);

describe('configuration that fails safe', () => {
  it.each(['production', 'Production', 'PRODUCTION', 'prod', 'Prod', 'production ', ' production\t'])(
    'NODE_ENV=%j counts as production: provider states refuse to open',
    (nodeEnv) => {
      expect(isProduction({ NODE_ENV: nodeEnv })).toBe(true);
      expect(start({ NODE_ENV: nodeEnv, PACT_PROVIDER_STATES: 'true' })).toThrow(
        /PACT_PROVIDER_STATES is set with NODE_ENV=production/,
      );
      expect(start({ NODE_ENV: nodeEnv, CLOCK_OFFSET_DAYS: '3' })).toThrow(
        /refused with NODE_ENV=production/,
      );
    },
  );

  it.each(['development', 'test', 'productions', 'preprod', ''])(
    'NODE_ENV=%j is not production',
    (nodeEnv) => {
      expect(isProduction({ NODE_ENV: nodeEnv })).toBe(false);
    },
  );

  it.each([
    ['true', true],
    ['TRUE', true],
    [' yes ', true],
    ['1', true],
    ['On', true],
    ['false', false],
    ['false ', false],
    ['0', false],
    ['No', false],
    ['OFF', false],
  ])('PACT_PROVIDER_STATES=%j reads as %s', (value, expected) => {
    expect(readRuntimeSettings({ PACT_PROVIDER_STATES: value }).server.providerStates).toBe(expected);
  });

  it.each(['disabled', 'enabled', 'nope', 'ja', '2', 'true false'])(
    'a switch spelled %j stops the start with a line naming the setting',
    (value) => {
      for (const name of ['PACT_PROVIDER_STATES', 'SEED_DEMO', 'SERVE_STATIC'])
        expect(start({ [name]: value })).toThrow(new RegExp(`^${name} must be true or false`));
    },
  );

  it.each(['99999999', '-99999999', '3661', '1e9', '2.5', 'soon'])(
    'CLOCK_OFFSET_DAYS=%s is refused, naming the setting',
    (value) => {
      expect(() => clockSetting({ CLOCK_OFFSET_DAYS: value })).toThrow(/^CLOCK_OFFSET_DAYS must be/);
    },
  );

  it('a bounded CLOCK_OFFSET_DAYS keeps today a real date', () => {
    const now = clockSetting({ CLOCK_OFFSET_DAYS: '-3660' })();
    expect(Number.isNaN(now.getTime())).toBe(false);
    expect(clockSetting({ CLOCK_OFFSET_DAYS: '3660' })().getUTCFullYear()).toBeGreaterThan(2030);
  });

  it.each([
    'https://*',
    'https://*.example.com',
    'http://tiles.*',
    'https://a b.example',
    'ftp://tiles.example',
  ])('MAP_TILE_ORIGINS=%s is refused, naming the setting', (value) => {
    expect(
      start({ MAP_TILE_ORIGINS: value, PUBLIC_MAP_STYLE_URL: 'https://styles.example/style.json' }),
    ).toThrow(/^MAP_TILE_ORIGINS must list http\(s\) origins/);
  });

  it('well-formed MAP_TILE_ORIGINS are admitted', () => {
    const settings = readRuntimeSettings({
      MAP_TILE_ORIGINS: 'https://tiles.example.com, http://[::1]:8080',
      PUBLIC_MAP_STYLE_URL: 'https://styles.example/style.json',
    });
    expect(settings.server.tileOrigins).toEqual(
      expect.arrayContaining(['https://tiles.example.com', 'http://[::1]:8080']),
    );
  });
});

describe('GUEST_WRITE_LIMIT_FACTOR', () => {
  it('OVERLOAD_EVENT_LOOP_DELAY_MS=0 switches the event-loop check off; a negative or broken value refuses to start', () => {
    expect(readRuntimeSettings({}).server.overload.maxEventLoopDelayMs).toBe(1000);
    expect(
      readRuntimeSettings({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).server.overload.maxEventLoopDelayMs,
    ).toBe(0);
    expect(start({ OVERLOAD_EVENT_LOOP_DELAY_MS: '-1' })).toThrow('OVERLOAD_EVENT_LOOP_DELAY_MS');
    expect(start({ OVERLOAD_EVENT_LOOP_DELAY_MS: '1.5' })).toThrow('OVERLOAD_EVENT_LOOP_DELAY_MS');
  });

  it('multiplies every per-guest burst limit, keeping each window', () => {
    const plain = readRuntimeSettings({}).server.guestWriteLimits;
    const raised = readRuntimeSettings({ GUEST_WRITE_LIMIT_FACTOR: '100' }).server.guestWriteLimits;
    expect(plain.trip).toEqual({ max: 10, windowMs: 60_000 });
    expect(raised.trip).toEqual({ max: 1_000, windowMs: 60_000 });
    expect(raised.context.max).toBe(plain.context.max * 100);
  });

  it.each(['0', '-3', 'many', '1.5'])('refuses %j, naming the setting', (value) => {
    expect(start({ GUEST_WRITE_LIMIT_FACTOR: value })).toThrow(/GUEST_WRITE_LIMIT_FACTOR/);
  });
});
