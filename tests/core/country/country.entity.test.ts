import { describe, expect, it } from 'vitest';
import { Country, CountryList } from '../../../src/core/country/country.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Countries list', () => {
  it('Countries list: code and name decode', () => {
    const countries = [
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'Canada' },
    ];
    expect(decoded(CountryList, countries)).toEqual(countries);
    expect(decoded(CountryList, [])).toEqual([]);
  });

  it('Countries list: a country without code is refused; in a list the index is named', () => {
    expectRejectedAt(Country, { name: 'Canada' }, 'code');
    expectRejectedAt(CountryList, [{ code: 'US', name: 'United States' }, { code: 'CA' }], '1.name');
  });
});
