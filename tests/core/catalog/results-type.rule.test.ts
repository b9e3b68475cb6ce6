import { describe, expect, it } from 'vitest';
import {
  resultsToggleLabel,
  resultsTypeIn,
  withResultsType,
} from '../../../src/core/catalog/results-type.rule.js';

describe('the map/list choice in the address (results-type.rule)', () => {
  it('reads listing_view=map as the map, anything else or nothing as the list', () => {
    expect(resultsTypeIn('?listing_view=map&listing_destination=Aspen')).toBe('map');
    expect(resultsTypeIn('?listing_view=list')).toBe('list');
    expect(resultsTypeIn('?listing_view=MAP')).toBe('list');
    expect(resultsTypeIn('')).toBe('list');
  });

  it('writes the map as a parameter and the list as none, keeping the rest', () => {
    expect(withResultsType('?listing_destination=Aspen&utm_source=x', 'map')).toBe(
      '?listing_destination=Aspen&utm_source=x&listing_view=map',
    );
    expect(withResultsType('?listing_view=map&utm_source=x', 'list')).toBe('?utm_source=x');
    expect(withResultsType('?listing_view=map', 'list')).toBe('');
    expect(withResultsType('', 'map')).toBe('?listing_view=map');
  });

  it('the toggle says what it will do', () => {
    expect(resultsToggleLabel('list')).toBe('Show map');
    expect(resultsToggleLabel('map')).toBe('Show list');
  });
});
