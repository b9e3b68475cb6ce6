import { describe, expect, it } from 'vitest';
import {
  CHANNEL_TERMS,
  channelBrand,
  channelOfProductLine,
  supportProductLine,
} from '../../../src/core/market/distribution-channel.rule.js';
import { supportEmailFor } from '../../../src/core/market/support-email.rule.js';

const market = {
  defaultProductLine: 'Concierge',
  product_lines: {
    concierge: { email: 'concierge.aspen@keyhaven.test' },
    'capital one premier': { email: 'premier.aspen@keyhaven.test' },
  },
};

describe('distribution channels', () => {
  it('the two Capital One lines are the bank-card channels, in any spelling; every other line, or none, the product’s own', () => {
    expect(channelOfProductLine('Capital One Premier')).toBe('premier');
    expect(channelOfProductLine('capital_one_premier')).toBe('premier');
    expect(channelOfProductLine('capital-one-lifestyle')).toBe('lifestyle');
    for (const line of ['Concierge', 'Lite', 'Local', 'Anywhere', 'nonsense', '', null, undefined])
      expect(channelOfProductLine(line)).toBe('own');
    expect(CHANNEL_TERMS.own.productLine).toBe('Concierge');
  });

  it('each channel names the account by its brand', () => {
    expect(channelBrand(null, 'Keyhaven')).toBe('Keyhaven');
    expect(channelBrand('Lite', 'Keyhaven')).toBe('Keyhaven');
    expect(channelBrand('capital_one_premier', 'Keyhaven')).toBe('Keyhaven for Capital One Premier');
    expect(channelBrand('Capital One Lifestyle', 'Keyhaven')).toBe('Keyhaven for Capital One Lifestyle');
  });

  it('the support e-mail of a bank-card visit is its line’s, whatever the address’s spelling; the own channel’s the named or default line’s', () => {
    const email = (line: string | null) =>
      supportEmailFor(market, supportProductLine(line), 'bugs@keyhaven.test');
    expect(email('capital_one_premier')).toBe('premier.aspen@keyhaven.test');
    expect(email(null)).toBe('concierge.aspen@keyhaven.test');
    expect(email('concierge')).toBe('concierge.aspen@keyhaven.test');
    // A line the market has no details for falls back.
    expect(email('Capital One Lifestyle')).toBe('bugs@keyhaven.test');
  });
});
