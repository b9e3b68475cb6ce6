import { describe, expect, it } from 'vitest';
import { ContactInfo } from '../../../src/core/session/contact-info.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('portal contact information', () => {
  it('contact info reads names, e-mail and a phone or null', () => {
    const info = { firstName: 'Ada', lastName: 'Guest', email: 'ada@example.com', phone: null };
    expect(decoded(ContactInfo, info)).toEqual(info);
    expect(decoded(ContactInfo, { ...info, phone: '3035550100' }).phone).toBe('3035550100');
    expectRejectedAt(ContactInfo, { ...info, email: 5 }, 'email');
    expectRejectedAt(ContactInfo, { ...info, lastName: undefined }, 'lastName');
  });
});
