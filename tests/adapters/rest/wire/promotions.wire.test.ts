import { describe, expect, it } from 'vitest';
import { ActivePromotions } from '../../../../src/adapters/rest/wire/promotions.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('GET /api/promotional-messages/active -> object of promotions', () => {
  it('an object of promotions decodes, entries kept as sent', () => {
    const promotions = {
      winter: { title: 'Ski season', message: '10% off services with SKI10', ctaUrl: '/listings' },
      spring: { title: 'Spring break', message: 'Lake homes from $450 a night' },
    };
    expect(decoded(ActivePromotions, promotions)).toEqual(promotions);
    expect(decoded(ActivePromotions, {})).toEqual({});
  });

  it('promotions: a list instead of an object is refused at the root', () => {
    expectRejectedAt(ActivePromotions, [{ title: 'Ski season' }], '');
  });
});
