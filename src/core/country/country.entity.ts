import * as t from 'io-ts';

/** A country of the billing dropdown (docs/product/calls.md#services-and-misc); code is ISO 3166 alpha-2. */
export const Country = t.type({ code: t.string, name: t.string }, 'Country');
export type Country = t.TypeOf<typeof Country>;

export const CountryList = t.array(Country, 'CountryList');
export type CountryList = t.TypeOf<typeof CountryList>;
