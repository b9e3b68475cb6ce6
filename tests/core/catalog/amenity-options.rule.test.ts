import { describe, expect, it } from 'vitest';
import { amenityToggled, isAmenityChosen } from '../../../src/core/catalog/amenity-choice.rule.js';
import { AMENITY_OPTIONS, amenityChoices } from '../../../src/core/catalog/amenity-options.rule.js';

describe('the amenities the filters offer', () => {
  it('are named once each, ignoring case', () => {
    const keys = AMENITY_OPTIONS.map((name) => name.toLowerCase());
    expect(new Set(keys).size).toBe(AMENITY_OPTIONS.length);
    expect(AMENITY_OPTIONS).toContain('Hot tub');
  });

  it('add a chosen amenity the list lacks (from a shared link) so it can be seen and taken off', () => {
    expect(amenityChoices()).toEqual(AMENITY_OPTIONS);
    expect(amenityChoices(['hot tub', ' Kayaks ', 'kayaks', ''])).toEqual([...AMENITY_OPTIONS, 'Kayaks']);
  });

  it('compare as the host does, ignoring case', () => {
    expect(isAmenityChosen(['hot tub'], 'Hot tub')).toBe(true);
    expect(isAmenityChosen(undefined, 'Hot tub')).toBe(false);
    expect(isAmenityChosen(['Sauna'], 'Hot tub')).toBe(false);
  });

  it('toggle on at the end, and off in every spelling', () => {
    expect(amenityToggled(undefined, 'Sauna', true)).toEqual(['Sauna']);
    expect(amenityToggled(['Sauna'], 'Hot tub', true)).toEqual(['Sauna', 'Hot tub']);
    expect(amenityToggled(['hot tub', 'Sauna', 'HOT TUB'], 'Hot tub', false)).toEqual(['Sauna']);
    expect(amenityToggled(['hot tub'], 'Hot tub', true)).toEqual(['Hot tub']);
  });
});
