import { describe, expect, it } from 'vitest';
import { coordinationFee } from '../../../src/core/pricing/coordination-fee.rule.js';
import { c } from './arbitraries.js';

describe('coordination fee', () => {
  it('coordination fee: subtotal × coordinationFee percent, in whole cents', () => {
    expect(coordinationFee(c(10_000), 10)).toBe(1000);
    expect(coordinationFee(c(12_345), 15)).toBe(1852); // 1851.75
    expect(coordinationFee(c(10_000), 0.5)).toBe(50);
  });

  it('coordination fee: none without a positive percent', () => {
    expect(coordinationFee(c(10_000), 0)).toBe(0);
    expect(coordinationFee(c(10_000), -10)).toBe(0);
    expect(coordinationFee(c(10_000), null)).toBe(0);
    expect(coordinationFee(c(10_000), undefined)).toBe(0);
    expect(coordinationFee(c(10_000), Number.NaN)).toBe(0);
  });

  it('coordination fee: a 0% fee on a credit (negative subtotal) is 0, never -0 (which prints as -$0.00)', () => {
    expect(coordinationFee(c(-5_000), 0)).toBe(0);
    expect(coordinationFee(c(-5_000), 10)).toBe(-500);
  });
});
