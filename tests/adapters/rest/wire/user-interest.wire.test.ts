import { describe, expect, it } from 'vitest';
import {
  UserInterestList,
  userInterestQuery,
} from '../../../../src/adapters/rest/wire/user-interest.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('GET /api/userInterest/', () => {
  it('answers a list of name and questionnaireImage', () => {
    const interests = [
      { name: 'Skiing', questionnaireImage: 'https://img.example/ski.jpg' },
      { name: 'Fine dining', questionnaireImage: null },
    ];
    expect(decoded(UserInterestList, interests)).toEqual(interests);
    expectRejectedAt(UserInterestList, [{ name: 'Skiing', questionnaireImage: 5 }], '0.questionnaireImage');
  });

  it('guestAges repeats adults, children, infants only for counts above 0, in that order', () => {
    expect(
      userInterestQuery({
        market: 'mkt_vail',
        startDate: '2026-02-07',
        endDate: '2026-02-14',
        adultCount: 2,
        childCount: 0,
        infantCount: 1,
      }),
    ).toEqual({
      market: 'mkt_vail',
      startDate: '2026-02-07',
      endDate: '2026-02-14',
      guestAges: ['adults', 'infants'],
    });
    expect(
      userInterestQuery({ market: 'mkt_vail', adultCount: 1, childCount: 3, infantCount: 2 }).guestAges,
    ).toEqual(['adults', 'children', 'infants']);
    expect(userInterestQuery({ market: 'mkt_vail' })).toEqual({
      market: 'mkt_vail',
      startDate: null,
      endDate: null,
      guestAges: [],
    });
  });
});
