import { describe, expect, it } from 'vitest';
import { PhoneResponse } from '../../../../src/adapters/rest/wire/user-phone.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('PUT /api/user/{userId}/phone -> phone', () => {
  it('the stored phone decodes', () => {
    expect(decoded(PhoneResponse, { phone: '+1 970 555 0100' })).toEqual({ phone: '+1 970 555 0100' });
  });

  it('phone: a number instead of text is refused at phone', () => {
    expectRejectedAt(PhoneResponse, { phone: 9705550100 }, 'phone');
  });
});
