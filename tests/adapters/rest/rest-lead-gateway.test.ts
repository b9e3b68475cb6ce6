import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestLeadGateway } from '../../../src/adapters/rest/rest-lead-gateway.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestLeadGateway(api), respond, { urls: 'relative' });

const LEAD = {
  objectId: 'lead-aspen-1',
  salesforce_id: '00Q5e00000AbCdE',
  email: 'guest@keyhaven.test',
  first_name: 'Ava',
  last_name: 'Guest',
  itinerary_end_date: { iso: '2027-03-15T00:00:00.000Z' },
  product_line: 'Concierge',
  property_management: { name: 'Aspen Luxe', logo: 'https://img.test/aspen-luxe.png' },
};

type Call = GatewayCall<RestLeadGateway>;
const CASES: readonly { readonly name: string; readonly call: Call; readonly url: string }[] = [
  { name: 'lead', call: (g) => g.lead('lead/1'), url: '/api/lead/lead%2F1' },
  { name: 'itineraryLead', call: (g) => g.itineraryLead('it/1'), url: '/api/itinerary/it%2F1/lead' },
];

describe('RestLeadGateway', () => {
  it.each(CASES)('$name sends GET $url and decodes the lead', async (c) => {
    const { gateway, sent } = fake(answer(200, LEAD));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: 'GET', url: c.url, body: undefined }]);
    expect(result).toEqual(E.right(LEAD));
  });

  it.each(CASES)('$name: an answer that does not decode names the field', async (c) => {
    const { gateway } = fake(answer(200, { ...LEAD, itinerary_end_date: { iso: '15/03/2027' } }));
    const result = await c.call(gateway);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'itinerary_end_date.iso' });
  });

  it.each(CASES)('$name: a lead the host does not know is not-found with its message', async (c) => {
    const { gateway } = fake(answer(404, { message: 'No lead lead-missing-1' }));
    expect(await c.call(gateway)).toEqual(
      E.left({
        kind: 'not-found',
        status: 404,
        message: 'No lead lead-missing-1',
        hostMessage: 'No lead lead-missing-1',
      }),
    );
  });
});
