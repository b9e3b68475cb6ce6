import type { Cents } from '../shared/money.js';

const WITH_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars from integer cents (SPEC section 9), e.g. '$1,234.50' or, without cents, '$1,235'. */
export const formatUsd = (amount: Cents, options: { readonly withCents: boolean }): string =>
  (options.withCents ? WITH_CENTS : WHOLE_DOLLARS).format(amount / 100);
