import type { Cents } from '../shared/index.js';

const formatters = new Map<boolean, Intl.NumberFormat>();

// Made on first use: building an Intl formatter costs main-thread time at page start.
const usd = (withCents: boolean): Intl.NumberFormat => {
  let formatter = formatters.get(withCents);
  if (!formatter) {
    const digits = withCents ? 2 : 0;
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(withCents, formatter);
  }
  return formatter;
};

/**
 * US dollars from integer cents (docs/product/constants.md#currency), e.g. '$1,234.50' or,
 * without cents, '$1,235'.
 */
export const formatUsd = (amount: Cents, options: { readonly withCents: boolean }): string =>
  usd(options.withCents).format(amount / 100);
