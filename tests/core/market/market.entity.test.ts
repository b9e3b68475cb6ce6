import { describe, expect, it } from 'vitest';
import { Market } from '../../../src/core/market/market.entity.js';
import {
  PRODUCT_LINES,
  ProductLine,
  parseProductLine,
  productLineKey,
} from '../../../src/core/market/product-line.entity.js';
import { supportEmailFor } from '../../../src/core/market/support-email.rule.js';
import { struct } from '../../../src/core/shared/struct.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { market } from '../arbitraries/market.js';
import { marketSample } from '../arbitraries/samples.js';

describe('Market', () => {
  it('Market: defaultProductLine, product_lines keyed lowercase with details (email), aliases, activeMarket decode', () => {
    const decodedMarket = decoded(Market, marketSample);
    expect(decodedMarket.defaultProductLine).toBe('Concierge');
    expect(decodedMarket.product_lines?.concierge?.email).toBe('vail@concierge.example');
    expect(decodedMarket.aliases).toEqual(['Vail Valley', 'Beaver Creek']);
    expect(decodedMarket.activeMarket).toBe(true);
  });

  it('Market: objectId suffices', () => {
    expect(decoded(Market, { objectId: 'mkt' })).toEqual({ objectId: 'mkt' });
  });

  it('error boundary: the decoded market gives the support e-mail of its product line', () => {
    const decodedMarket = decoded(Market, marketSample);
    expect(supportEmailFor(decodedMarket, productLineKey('Capital One Premier'), 'bugs@example')).toBe(
      'premier-vail@concierge.example',
    );
    expect(supportEmailFor(decodedMarket, null, 'bugs@example')).toBe('vail@concierge.example');
  });

  it('Market: a product-line detail with a numeric email is refused at product_lines.concierge.email', () => {
    expectRejectedAt(
      Market,
      { objectId: 'm', product_lines: { concierge: { email: 42 } } },
      'product_lines.concierge.email',
    );
  });

  it('Market: activeMarket must be a boolean', () => {
    expectRejectedAt(Market, { objectId: 'm', activeMarket: 'yes' }, 'activeMarket');
  });

  it('Market: random JSON never throws through decode', () => {
    expectNeverThrows(Market, market);
  });

  it('Market: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(Market, market);
  });
});

describe('Product lines', () => {
  it('Product lines: Anywhere, Capital One Premier, Capital One Lifestyle, Concierge, Lite, Local', () => {
    expect(PRODUCT_LINES).toEqual([
      'Anywhere',
      'Capital One Premier',
      'Capital One Lifestyle',
      'Concierge',
      'Lite',
      'Local',
    ]);
    for (const line of PRODUCT_LINES) expect(decoded(ProductLine, line)).toBe(line);
  });

  it('product_lines keyed lowercase: the lowercase key and URL spellings read as the line', () => {
    expect(productLineKey('Capital One Lifestyle')).toBe('capital one lifestyle');
    expect(decoded(ProductLine, 'concierge')).toBe('Concierge');
    expect(decoded(ProductLine, 'capital_one_premier')).toBe('Capital One Premier');
    expect(parseProductLine('CAPITAL-ONE-LIFESTYLE')).toBe('Capital One Lifestyle');
    expect(parseProductLine('  capital__one - premier ')).toBe('Capital One Premier');
    expect(parseProductLine('capitalone premier')).toBeUndefined();
    expect(ProductLine.is('Concierge')).toBe(true);
    expect(ProductLine.is('concierge')).toBe(false);
  });

  it('Product lines: an unknown line is refused, naming the field', () => {
    expectRejectedAt(struct('S', { productLine: ProductLine }), { productLine: 'Platinum' }, 'productLine');
  });
});
