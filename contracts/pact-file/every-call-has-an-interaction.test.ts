import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REST_CALLS } from '../../src/core/shared/rest-calls.catalogue.js';
import { COMMITTED_PACT } from '../support/pact-files.js';

interface Interaction {
  readonly description: string;
  readonly request: { readonly method: string; readonly path: string };
}

const interactions = (JSON.parse(readFileSync(COMMITTED_PACT, 'utf8')) as { interactions: Interaction[] })
  .interactions;

/** '/api/itinerary/{itineraryId}/items' -> a pattern any concrete path of that call matches. */
const pathPattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/\/+$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);

describe('the committed pact covers every call of SPEC section 7', () => {
  it('has the 64 calls of the catalogue', () => {
    expect(REST_CALLS).toHaveLength(64);
  });

  it.each(REST_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', (_, call) => {
    const pattern = pathPattern(call.path);
    const covering = interactions.filter(
      (interaction) =>
        interaction.request.method.toUpperCase() === call.method && pattern.test(interaction.request.path),
    );
    expect(
      covering.map((interaction) => interaction.description),
      `${call.port}.${call.operation}`,
    ).not.toEqual([]);
  });
});
