import { makeAutoObservable } from 'mobx';
import type { Country } from '../../core/country/index.js';

/** At most this many suggestions show at once; typing narrows them. */
export const MAX_COUNTRY_SUGGESTIONS = 8;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The countries whose name contains what was typed (accents and case ignored), names that
 * start with it first, then a code typed whole ('US'). Nothing typed lists them all.
 */
export const matchingCountries = (countries: readonly Country[], typed: string): readonly Country[] => {
  const wanted = fold(typed);
  if (!wanted) return countries;
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of countries) {
    const name = fold(country.name);
    if (name.startsWith(wanted) || fold(country.code) === wanted) starts.push(country);
    else if (name.includes(wanted)) contains.push(country);
  }
  return [...starts, ...contains];
};

/**
 * The searchable country dropdown of the 'Add A Card' form
 * (docs/product/routes.md#add-a-card) over the countries the host lists: free typing filters the list;
 * only a country picked from it (or a name or code typed exactly) counts as chosen, so the
 * billing country is always an ISO code.
 */
export class CountryChoice {
  countries: readonly Country[] = [];
  text = '';
  chosen: Country | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get suggestions(): readonly Country[] {
    return matchingCountries(this.countries, this.text).slice(0, MAX_COUNTRY_SUGGESTIONS);
  }

  get code(): string | null {
    return this.chosen?.code ?? null;
  }

  loaded(countries: readonly Country[]): void {
    this.countries = countries;
  }

  typed(text: string): void {
    this.text = text;
    const wanted = fold(text);
    this.chosen =
      this.countries.find((country) => fold(country.name) === wanted || fold(country.code) === wanted) ??
      null;
  }

  /** Leaving the field shows a country chosen by its code under its name. */
  left(): void {
    if (this.chosen) this.text = this.chosen.name;
  }

  picked(code: string): void {
    const country = this.countries.find((candidate) => candidate.code === code);
    if (!country) return;
    this.chosen = country;
    this.text = country.name;
  }
}
