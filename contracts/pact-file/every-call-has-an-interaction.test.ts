import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVERY_OPERATION_LISTED_ONCE, REST_CALLS } from '../rest-calls.js';
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

describe('the REST calls the app makes (contracts/rest-calls.ts)', () => {
  it('are 66, each port operation once (type-checked) and each method and path once', () => {
    expect(REST_CALLS).toHaveLength(66);
    // An operation missing or listed twice makes this constant's declaration fail to compile.
    expect(EVERY_OPERATION_LISTED_ONCE).toBe(true);
    expect(new Set(REST_CALLS.map(([, , operation]) => operation)).size).toBe(66);
    const erased = REST_CALLS.map(([method, path]) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`);
    expect(new Set(erased).size).toBe(66);
  });

  it('are absolute /api paths with named placeholders', () => {
    for (const [, path] of REST_CALLS) {
      expect(path).toMatch(/^\/api\//);
      expect(path).not.toMatch(/\{\}|\.\.\.|\{id\}/);
    }
  });
});

describe('the committed pact covers every REST call the app makes', () => {
  it.each(REST_CALLS.map((call) => [`${call[0]} ${call[1]}`, call] as const))('%s', (_, call) => {
    const [method, path, operation] = call;
    const pattern = pathPattern(path);
    const covering = interactions.filter(
      (interaction) =>
        interaction.request.method.toUpperCase() === method && pattern.test(interaction.request.path),
    );
    expect(
      covering.map((interaction) => interaction.description),
      operation,
    ).not.toEqual([]);
  });
});
