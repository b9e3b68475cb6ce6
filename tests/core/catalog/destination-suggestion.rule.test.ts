import { describe, expect, it } from 'vitest';
import {
  destinationSuggestions,
  MAX_DESTINATION_SUGGESTIONS,
} from '../../../src/core/catalog/destination-suggestion.rule.js';

const destinations = [
  { name: 'Lake Tahoe', aliases: ['Tahoe', 'Truckee'] },
  { name: 'Aspen', aliases: ['Snowmass'] },
  { name: 'Los Cabos', aliases: ['Cabo San Lucas'] },
  { name: 'Big Sky', aliases: [] },
];

describe('destination suggestions', () => {
  it('match a name or an alias anywhere, ignoring case; an alias match says which alias', () => {
    expect(destinationSuggestions(destinations, 'TAHOE')).toEqual([{ name: 'Lake Tahoe' }]);
    expect(destinationSuggestions(destinations, 'truck')).toEqual([{ name: 'Lake Tahoe', alias: 'Truckee' }]);
    expect(destinationSuggestions(destinations, 'san luc')).toEqual([
      { name: 'Los Cabos', alias: 'Cabo San Lucas' },
    ]);
  });

  it('put names that start with the text first, then the alphabet', () => {
    expect(destinationSuggestions(destinations, 'a').map((s) => s.name)).toEqual([
      'Aspen',
      'Lake Tahoe',
      'Los Cabos',
    ]);
    expect(destinationSuggestions(destinations, 'S').map((s) => s.name)).toEqual([
      'Aspen', // by its alias Snowmass, which starts with s
      'Big Sky',
      'Los Cabos',
    ]);
  });

  it('order the alphabet ignoring accents and case, as a guest reads it', () => {
    const alpine = [
      { name: 'Zell am See', aliases: [] },
      { name: 'Évian', aliases: [] },
      { name: 'estes Park', aliases: [] },
      { name: 'Andermatt', aliases: [] },
    ];
    expect(destinationSuggestions(alpine, 'a').map((s) => s.name)).toEqual([
      'Andermatt',
      'estes Park',
      'Évian',
      'Zell am See',
    ]);
  });

  it('a name matching wins over an alias of the same destination; no destination comes twice', () => {
    const twice = [...destinations, { name: 'aspen', aliases: ['Aspen Highlands'] }];
    expect(destinationSuggestions(twice, 'aspen')).toEqual([{ name: 'Aspen' }]);
  });

  it('nothing typed, only spaces, or no match: no suggestions', () => {
    expect(destinationSuggestions(destinations, '')).toEqual([]);
    expect(destinationSuggestions(destinations, '   ')).toEqual([]);
    expect(destinationSuggestions(destinations, 'zzz')).toEqual([]);
  });

  it('at most the limit', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      name: `Bay ${String(index).padStart(2, '0')}`,
      aliases: [],
    }));
    expect(destinationSuggestions(many, 'bay')).toHaveLength(MAX_DESTINATION_SUGGESTIONS);
    expect(destinationSuggestions(many, 'bay', 3).map((s) => s.name)).toEqual(['Bay 00', 'Bay 01', 'Bay 02']);
  });
});
