import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestInterestGateway } from '../../../src/adapters/rest/rest-interest-gateway.js';
import { answer, fakeGateway, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestInterestGateway(api), respond, { urls: 'relative' });

const INTERESTS = [
  { name: 'Skiing', questionnaireImage: 'https://img.test/skiing.jpg' },
  { name: 'Fine dining', questionnaireImage: null },
];
const TRIP = { market: 'm-aspen', startDate: '2027-03-10', endDate: '2027-03-15' };

describe('RestInterestGateway (user interests)', () => {
  it('sends the market, the dates and one guestAges parameter per age group present', async () => {
    const { gateway, sent } = fake(answer(200, INTERESTS));
    const result = await gateway.userInterests({ ...TRIP, adultCount: 2, childCount: 0, infantCount: 1 });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: '/api/userInterest/?market=m-aspen&startDate=2027-03-10&endDate=2027-03-15&guestAges=adults&guestAges=infants',
        body: undefined,
      },
    ]);
    expect(result).toEqual(E.right(INTERESTS));
  });

  it('sends every age group when all are present, and leaves missing dates out', async () => {
    const { gateway, sent } = fake(answer(200, []));
    await gateway.userInterests({ market: 'm-aspen', adultCount: 2, childCount: 1, infantCount: 1 });
    expect(sent[0]?.url).toBe(
      '/api/userInterest/?market=m-aspen&guestAges=adults&guestAges=children&guestAges=infants',
    );
  });

  it('sends no guestAges without guests', async () => {
    const { gateway, sent } = fake(answer(200, []));
    await gateway.userInterests(TRIP);
    expect(sent[0]?.url).toBe('/api/userInterest/?market=m-aspen&startDate=2027-03-10&endDate=2027-03-15');
  });

  it('an answer that does not decode names the field', async () => {
    const { gateway } = fake(answer(200, [{ questionnaireImage: 'https://img.test/x.jpg' }]));
    const result = await gateway.userInterests(TRIP);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: '0.name' });
  });

  it('a failure keeps the status and the host message (the caller only logs it)', async () => {
    const { gateway } = fake(answer(500, { message: 'Interests unavailable' }));
    expect(await gateway.userInterests(TRIP)).toEqual(
      E.left({
        kind: 'http',
        status: 500,
        message: 'Interests unavailable',
        hostMessage: 'Interests unavailable',
      }),
    );
  });
});
