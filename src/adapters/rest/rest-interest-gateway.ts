import type { InterestGateway, UserInterestSearch } from '../../core/interest/index.js';
import type { RestClient } from './rest-client.js';
import { UserInterestList, userInterestQuery } from './wire/user-interest.wire.js';

/**
 * What guests may enjoy on a trip. The query comes from userInterestQuery; guestAges goes as
 * one repeated parameter per age group, empty dates are left out.
 */
export class RestInterestGateway implements InterestGateway {
  constructor(private readonly api: RestClient) {}

  userInterests(search: UserInterestSearch) {
    const query = userInterestQuery(search);
    return this.api.get('/api/userInterest/', UserInterestList, {
      query: {
        market: query.market,
        startDate: query.startDate,
        endDate: query.endDate,
        guestAges: query.guestAges,
      },
      what: 'user interests',
    });
  }
}
