import * as O from 'fp-ts/lib/Option.js';
import { describe, expect, it } from 'vitest';
import { normaliseServiceQuery } from '../../../src/core/catalog/service-query.rule.js';

describe('service query normalisation', () => {
  it('service query text trimmed and lowercased', () => {
    expect(normaliseServiceQuery('  Private CHEF ')).toEqual(O.some('private chef'));
  });

  it('service query: none, so no search, if empty', () => {
    expect(normaliseServiceQuery('   ')).toEqual(O.none);
    expect(normaliseServiceQuery('')).toEqual(O.none);
    expect(normaliseServiceQuery(null)).toEqual(O.none);
    expect(normaliseServiceQuery(undefined)).toEqual(O.none);
  });
});
