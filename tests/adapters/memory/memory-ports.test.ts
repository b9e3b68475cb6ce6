import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryInterestGateway } from '../../../src/adapters/memory/in-memory-interest-gateway.js';
import { headlessUseCases } from '../../../src/composition-root/headless-use-cases.js';
import { memoryPorts } from '../../../src/composition-root/memory-ports.js';
import { REST_GATEWAYS } from '../../../src/composition-root/rest-gateways.js';
import { SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';

const NO_SEARCH = {
  destination: 'Aspen',
  startDate: '2030-02-01',
  endDate: '2030-02-08',
  adultCount: 2,
};

describe('memoryPorts and headlessUseCases', () => {
  it('has a fake for every REST port of the app, user interests kept in memory', () => {
    const ports = memoryPorts();
    expect(Object.keys(ports.gateways).sort()).toEqual(Object.keys(REST_GATEWAYS).sort());
    expect(ports.gateways.interestGateway).toBeInstanceOf(InMemoryInterestGateway);
  });

  it("runs a use case over the scripted gateway, keeping each call with its port's name", async () => {
    const ports = memoryPorts({
      gateways: {
        promoCodeGateway: {
          validatePromoCode: async () => E.right({ isError: true, errorMessage: 'Expired' }),
        },
      },
    });
    const body = {
      userId: null,
      subtotal: 900,
      promoCodeName: 'OLD',
      otherAppliedCodes: [],
      appliedToType: 'Homes' as const,
      appliedToID: 'lst_1',
      stayStartDate: null,
      stayEndDate: null,
    };
    const answer = await headlessUseCases(ports).validatePromoCode(body);
    expect(answer).toEqual(E.left({ kind: 'promo', message: 'Expired' }));
    expect(ports.calls).toEqual([{ port: 'promoCodeGateway', method: 'validatePromoCode', args: [body] }]);
  });

  it("reports a gateway without a script through the use case, as a host's failure would be", async () => {
    const ports = memoryPorts();
    const answer = await headlessUseCases(ports).searchListings(NO_SEARCH);
    expect(E.isLeft(answer) && answer.left.message).toBe(
      'listingCatalogGateway.searchListings has no answer in memory',
    );
    expect(ports.errorReporter.reports).toHaveLength(1);
  });

  it('signs in the given user through the in-memory session backend and cookie', async () => {
    const user = { objectId: 'u1', username: 'ava@example.test', fullName: 'Ava', email: 'ava@example.test' };
    const ports = memoryPorts({ user });
    ports.cookies.set(SESSION_COOKIE, 'token');
    const session = await headlessUseCases(ports).fetchSession();
    expect(session).toEqual(E.right(expect.objectContaining({ objectId: 'u1' })));
  });
});
