import * as O from 'fp-ts/lib/Option.js';
import { describe, expect, it } from 'vitest';
import { normaliseServiceQuery } from '../../../src/core/catalog/service-query.rule.js';

describe('service query normalisation', () => {
  it('service query text trimmed and lowercased', () => {
    expect(normaliseServiceQuery('  Private CHEF ', 'it-1')).toEqual(O.some('private chef'));
  });

  it('service query: nothing sent if empty', () => {
    expect(normaliseServiceQuery('   ', 'it-1')).toEqual(O.none);
    expect(normaliseServiceQuery('', 'it-1')).toEqual(O.none);
    expect(normaliseServiceQuery(null, 'it-1')).toEqual(O.none);
  });

  it('service query: nothing sent if no itinerary', () => {
    expect(normaliseServiceQuery('chef', null)).toEqual(O.none);
    expect(normaliseServiceQuery('chef', undefined)).toEqual(O.none);
    expect(normaliseServiceQuery('chef', '')).toEqual(O.none);
  });
});
