import { describe, expect, it } from 'vitest';
import { supportEmailFor } from '../../../src/core/market/support-email.rule.js';

const market = {
  defaultProductLine: 'Concierge',
  product_lines: {
    concierge: { email: 'concierge@aspen.test' },
    lite: { email: 'lite@aspen.test' },
    local: {},
  },
};

describe('error boundary support e-mail', () => {
  it('uses the e-mail of the given product line, keyed lowercase', () => {
    expect(supportEmailFor(market, 'Lite', 'bugs@x.test')).toBe('lite@aspen.test');
  });
  it("falls back to the market's default product line", () => {
    expect(supportEmailFor(market, null, 'bugs@x.test')).toBe('concierge@aspen.test');
  });
  it('uses the bugs address when no market is known or the line has no e-mail', () => {
    expect(supportEmailFor(null, 'Lite', 'bugs@x.test')).toBe('bugs@x.test');
    expect(supportEmailFor(market, 'Local', 'bugs@x.test')).toBe('bugs@x.test');
    expect(supportEmailFor({ product_lines: null }, 'Lite', 'bugs@x.test')).toBe('bugs@x.test');
  });
  it('error boundary: the bugs address when the market has no details for the line, or no line is known', () => {
    expect(supportEmailFor(market, 'Anywhere', 'bugs@x.test')).toBe('bugs@x.test');
    expect(supportEmailFor({ product_lines: market.product_lines }, null, 'bugs@x.test')).toBe('bugs@x.test');
  });
});
