import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { clockSetting, providerStatesSetting, readRuntimeSettings } from '../../../server/config.js';
import { PROVIDER_STATE_PATH } from '../../../server/verification/provider-state.routes.js';
import { DEMO_GUEST, STATES } from '../../../server/verification/state-names.js';
import { type AuthHarness, openAuthHarness } from '../support/auth-server.js';
import { stubDatabase } from '../support/stub-database.js';

/**
 * The provider-state endpoint speaks Pact's state-change protocol for verification runs and
 * exists only when PACT_PROVIDER_STATES turns it on (docs/host/decisions.md#provider-states).
 */
describe('PACT_PROVIDER_STATES', () => {
  it('is off unless set', () => {
    expect(providerStatesSetting({})).toBe(false);
    expect(providerStatesSetting({ PACT_PROVIDER_STATES: '' })).toBe(false);
    expect(providerStatesSetting({ PACT_PROVIDER_STATES: 'false' })).toBe(false);
    expect(readRuntimeSettings({}).server.providerStates).toBe(false);
  });

  it('turns the endpoint on outside production', () => {
    expect(providerStatesSetting({ PACT_PROVIDER_STATES: 'true' })).toBe(true);
    expect(providerStatesSetting({ PACT_PROVIDER_STATES: '1', NODE_ENV: 'test' })).toBe(true);
    expect(readRuntimeSettings({ PACT_PROVIDER_STATES: 'on' }).server.providerStates).toBe(true);
  });

  it('stops the start under NODE_ENV=production, naming the setting that allows it', () => {
    expect(() => readRuntimeSettings({ PACT_PROVIDER_STATES: 'true', NODE_ENV: 'production' })).toThrow(
      /PACT_PROVIDER_STATES is set with NODE_ENV=production.*PACT_PROVIDER_STATES_IN_PRODUCTION=true/,
    );
    expect(
      providerStatesSetting({
        PACT_PROVIDER_STATES: 'true',
        NODE_ENV: 'production',
        PACT_PROVIDER_STATES_IN_PRODUCTION: 'true',
      }),
    ).toBe(true);
    expect(providerStatesSetting({ NODE_ENV: 'production' })).toBe(false);
  });
});

describe('CLOCK_OFFSET_DAYS', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const offsetOf = (now: () => Date) => Math.round((now().getTime() - Date.now()) / DAY_MS);

  it('leaves the clock alone unless set', () => {
    expect(offsetOf(clockSetting({}))).toBe(0);
    expect(offsetOf(readRuntimeSettings({}).server.now)).toBe(0);
  });

  it('moves the clock by whole days, either way', () => {
    expect(offsetOf(clockSetting({ CLOCK_OFFSET_DAYS: '730' }))).toBe(730);
    expect(offsetOf(readRuntimeSettings({ CLOCK_OFFSET_DAYS: '-3' }).server.now)).toBe(-3);
  });

  it('refuses a fraction, and any offset in production', () => {
    expect(() => clockSetting({ CLOCK_OFFSET_DAYS: '1.5' })).toThrow(
      'CLOCK_OFFSET_DAYS must be a whole number of days from -3660 to 3660, got "1.5"',
    );
    expect(() => clockSetting({ CLOCK_OFFSET_DAYS: '730', NODE_ENV: 'production' })).toThrow(
      /refused with NODE_ENV=production/,
    );
  });
});

describe('a host started without the setting', () => {
  it('answers 404 at the provider-state path, as at any unknown one', async () => {
    const app = await buildServer({ db: stubDatabase() });
    const response = await app.inject({
      method: 'POST',
      url: PROVIDER_STATE_PATH,
      payload: { state: STATES.guestSignedIn, params: { email: DEMO_GUEST.email }, action: 'setup' },
    });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not Found' }]);
    await app.close();
  });
});

describe('the state-change protocol', () => {
  let harness: AuthHarness;
  let app: FastifyInstance;
  const change = async (payload: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: PROVIDER_STATE_PATH,
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    harness = await openAuthHarness('pglite');
    app = await harness.build({ providerStates: true });
  });
  afterAll(() => harness.dispose());

  it('sets up a state and hands back its values: a live session token for the account the params name', async () => {
    const { status, body } = await change({
      state: STATES.guestSignedIn,
      params: { email: DEMO_GUEST.email },
      action: 'setup',
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['sessionToken', 'userId']);
    const me = await app.inject({
      method: 'GET',
      url: '/auth/current-user',
      headers: { 'x-session-token': body.sessionToken },
    });
    expect([me.statusCode, me.json().email]).toEqual([200, DEMO_GUEST.email]);
  });

  it('takes setup as the action when none is given, and answers teardown with nothing to undo', async () => {
    expect(await change({ state: STATES.nobodySignedIn })).toEqual({ status: 200, body: {} });
    expect(await change({ state: STATES.guestSignedIn, action: 'teardown' })).toEqual({
      status: 200,
      body: {},
    });
  });

  it('refuses a state whose params lack what it needs, naming the param (500: the verifier prints it)', async () => {
    expect(await change({ state: STATES.guestSignedIn, params: {}, action: 'setup' })).toEqual({
      status: 500,
      body: {
        message:
          'Setting up the provider state "the guest is signed in with a session token" failed: the state needs the param "email" (text), got undefined',
      },
    });
  });

  it('makes the rows with the ids the params give', async () => {
    const { status, body } = await change({
      state: STATES.noTrip,
      params: { itineraryId: 'it-nowhere' },
      action: 'setup',
    });
    expect([status, body]).toEqual([200, { missingItineraryId: 'it-nowhere' }]);
    const home = await change({ state: STATES.homeExists, params: { homeId: 'h-pact-route' } });
    expect([home.status, home.body.homeId]).toEqual([200, 'h-pact-route']);
    const { rows } = await harness.db.query<{ id: string }>(
      "select id from listings where id = 'h-pact-route'",
    );
    expect(rows).toEqual([{ id: 'h-pact-route' }]);
  });

  it('answers an interaction with no state, which Pact still posts (state empty), with nothing', async () => {
    expect(await change({ state: '', params: {}, action: 'setup' })).toEqual({ status: 200, body: {} });
  });

  it('refuses a state it cannot set up, naming it', async () => {
    expect(await change({ state: 'the moon is made of cheese', action: 'setup' })).toEqual({
      status: 400,
      body: { message: 'The host cannot set up the provider state "the moon is made of cheese"' },
    });
  });

  it.each([
    [[], 'A state change is a JSON object: { state, params, action }'],
    [{ action: 'setup' }, 'state must name a provider state'],
    [{ state: 7 }, 'state must name a provider state'],
    [{ state: STATES.nobodySignedIn, params: ['x'] }, 'params must be an object of named values'],
    [{ state: STATES.nobodySignedIn, action: 'reset' }, 'action must be setup or teardown, got "reset"'],
  ])('refuses the malformed change %j', async (payload, message) => {
    expect(await change(payload)).toEqual({ status: 400, body: { message } });
  });
});
