import { describe, expect, it } from 'vitest';
import { emptyPartner, Partner } from '../../../src/core/partner/partner.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Partner', () => {
  it('Partner: data (published content) with name and slug decodes', () => {
    const partner = {
      objectId: 'ptn_1',
      name: 'Summit Travel',
      slug: 'summit-travel',
      data: { headline: 'Welcome', logo: 'https://img.example/p.png' },
    };
    expect(decoded(Partner, partner)).toEqual(partner);
  });

  it('partner failure sets empty partner: an empty answer decodes to it', () => {
    expect(decoded(Partner, {})).toEqual(emptyPartner());
  });

  it('Partner: data must be an object', () => {
    expectRejectedAt(Partner, { data: 'Welcome' }, 'data');
  });
});
