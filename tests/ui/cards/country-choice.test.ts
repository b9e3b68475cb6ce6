import { describe, expect, it } from 'vitest';
import {
  CountryChoice,
  MAX_COUNTRY_SUGGESTIONS,
  matchingCountries,
} from '../../../src/ui/cards/country-choice.js';

const COUNTRIES = [
  { code: 'AX', name: 'Åland Islands' },
  { code: 'DE', name: 'Germany' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'TZ', name: 'Tanzania, United Republic of' },
  { code: 'US', name: 'United States' },
];

describe('the searchable country dropdown', () => {
  it('names starting with the text come first, then names containing it; case and accents ignored', () => {
    expect(matchingCountries(COUNTRIES, 'unit').map((c) => c.code)).toEqual(['GB', 'US', 'TZ']);
    expect(matchingCountries(COUNTRIES, 'aland').map((c) => c.code)).toEqual(['AX']);
    expect(matchingCountries(COUNTRIES, 'de').map((c) => c.code)).toEqual(['DE']);
    expect(matchingCountries(COUNTRIES, '')).toBe(COUNTRIES);
  });

  it('only a picked country, or a name or code typed whole, is chosen', () => {
    const choice = new CountryChoice();
    choice.loaded(COUNTRIES);
    choice.typed('United');
    expect(choice.code).toBeNull();
    choice.typed('united states');
    expect(choice.code).toBe('US');
    choice.typed('gb');
    expect(choice.code).toBe('GB');
    choice.left();
    expect(choice.text).toBe('United Kingdom');
    choice.picked('DE');
    expect(choice).toMatchObject({ code: 'DE', text: 'Germany' });
    choice.picked('ZZ');
    expect(choice.code).toBe('DE');
  });

  it('at most a few show; typing narrows them', () => {
    const choice = new CountryChoice();
    const many = Array.from({ length: 20 }, (_, index) => ({ code: `C${index}`, name: `Country ${index}` }));
    choice.loaded(many);
    expect(choice.suggestions).toHaveLength(MAX_COUNTRY_SUGGESTIONS);
    choice.typed('Country 1');
    expect(choice.suggestions.map((c) => c.code)).toEqual([
      'C1',
      'C10',
      'C11',
      'C12',
      'C13',
      'C14',
      'C15',
      'C16',
    ]);
  });
});
