import type { InterestGateway } from '../../core/interest/interest-gateway.port.js';
import { UserInterestList, type UserInterestQuery } from '../../core/interest/user-interest.wire.js';
import type { RestClient } from './rest-client.js';

/**
 * What guests may enjoy on a trip. The query comes from userInterestQuery (interest wire
 * module); guestAges goes as one repeated parameter per age group, empty dates are left out.
 */
export class RestInterestGateway implements InterestGateway {
  constructor(private readonly api: RestClient) {}

  userInterests(query: UserInterestQuery) {
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
