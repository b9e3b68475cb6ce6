import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../../src/core/formatting/currency.format.js';
import type { Cents } from '../../../src/core/shared/money.js';

const c = (n: number) => n as Cents;

describe('currency', () => {
  it('currency USD with cents', () => {
    expect(formatUsd(c(123_450), { withCents: true })).toBe('$1,234.50');
    expect(formatUsd(c(0), { withCents: true })).toBe('$0.00');
    expect(formatUsd(c(5), { withCents: true })).toBe('$0.05');
    expect(formatUsd(c(-2500), { withCents: true })).toBe('-$25.00');
  });

  it('currency USD without cents, rounded to whole dollars', () => {
    expect(formatUsd(c(123_450), { withCents: false })).toBe('$1,235');
    expect(formatUsd(c(123_449), { withCents: false })).toBe('$1,234');
    expect(formatUsd(c(100_000_000), { withCents: false })).toBe('$1,000,000');
    expect(formatUsd(c(0), { withCents: false })).toBe('$0');
  });
});
