import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { providerStates } from './provider-states.js';

/** Where Pact's verifier sends state changes (its providerStatesSetupUrl). */
export const PROVIDER_STATE_PATH = '/_pact/provider-states';

interface StateChange {
  /** '' for an interaction that names no state: Pact still calls, there is nothing to set up. */
  state: string;
  params: Readonly<Record<string, unknown>>;
  action: 'setup' | 'teardown';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body Pact's verifier posts: { state, params?, action? }; action defaults to setup. */
const readStateChange = (body: unknown): StateChange => {
  if (!isRecord(body)) throw new HttpError(400, 'A state change is a JSON object: { state, params, action }');
  const { state, params = {}, action = 'setup' } = body;
  if (typeof state !== 'string') throw new HttpError(400, 'state must name a provider state');
  if (!isRecord(params)) throw new HttpError(400, 'params must be an object of named values');
  if (action !== 'setup' && action !== 'teardown')
    throw new HttpError(400, `action must be setup or teardown, got ${JSON.stringify(action)}`);
  return { state, params, action };
};

/**
 * Pact's state-change protocol, for verification runs only (docs/host/decisions.md#provider-states):
 * POST { state, params, action } sets up the named state, with the ids and values its params
 * give (the state names are generic), and answers the values the pact's provider-state
 * expressions inject into requests. Each setup resets its rows to the state's
 * words, so teardown has nothing to undo and answers an empty object. An unknown state is a
 * 400 naming it, which Pact reports against the interaction that asked for it.
 *
 * Registered only when the host is started with PACT_PROVIDER_STATES: without it the path
 * answers 404 like any other unknown one.
 */
export const registerProviderStateRoute = (app: FastifyInstance, db: Database, now: () => Date): void => {
  const handlers = providerStates(db, now);
  app.post(PROVIDER_STATE_PATH, async (request) => {
    const change = readStateChange(request.body);
    if (change.state.trim() === '') return {};
    const handler = handlers[change.state];
    if (!handler) throw new HttpError(400, `The host cannot set up the provider state "${change.state}"`);
    if (change.action === 'teardown') return {};
    try {
      return (await handler(change.params)) ?? {};
    } catch (error) {
      // Said in the answer: the verifier prints it beside the interaction that needed the state.
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(500, `Setting up the provider state "${change.state}" failed: ${reason}`);
    }
  });
};
