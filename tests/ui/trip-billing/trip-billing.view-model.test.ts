import { describe, expect, it } from 'vitest';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { TripBillingViewModel } from '../../../src/ui/trip-billing/trip-billing.view-model.js';
import type { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { billingHost } from './billing-fixtures.js';

const open = async (host: FakeRestHost, user = demoGuest as typeof demoGuest | null) => {
  const ports = testContainer({ user, host });
  const shell = ports.container.get(ShellViewModel);
  await shell.appStarted('');
  return { ...ports, shell, vm: ports.container.get(TripBillingViewModel) };
};

const boom = (status: number) => ({ status, body: { message: `Refused ${status}` } });

describe('TripBillingViewModel', () => {
  it('asks for the folio and the cards side by side, and shows the lines in dollars and cents', async () => {
    const host = billingHost();
    const { vm } = await open(host);
    const opened = vm.pageOpened('it-ski');
    expect(vm.state.status).toBe('loading');
    await opened;
    expect(host.requests.map((request) => request.path).sort()).toEqual([
      '/api/itinerary/it-ski/folio',
      '/api/user/u-guest/creditCards',
    ]);
    expect(vm.state).toEqual({
      status: 'ready',
      folio: {
        lines: [
          {
            id: 'f-dinner',
            date: 'Thursday, March 7, 2030',
            description: 'Private chef dinner',
            kind: 'Charge',
            amount: '$1,250.50',
          },
          {
            id: 'f-paid',
            date: 'Friday, March 8, 2030',
            description: 'Payment, card ending 4242',
            kind: 'Payment',
            amount: '-$625.25',
          },
        ],
        balance: '$625.25',
        owing: true,
        paymentCard: null,
      },
      cards: {
        status: 'loaded',
        cards: expect.arrayContaining([expect.objectContaining({ last4: '4242' })]),
      },
    });
  });

  it.each([
    [401, 'sign-in'],
    [403, 'not-yours'],
  ] as const)(
    'a folio answered %s is the unauthorized state (%s), not an error page',
    async (status, refusal) => {
      const { vm, shell } = await open(billingHost({ folio: boom(status) }));
      await vm.pageOpened('it-ski');
      expect(vm.state).toEqual({ status: 'unauthorized', refusal });
      expect(shell.appError).toBeNull();
    },
  );

  it('any other folio failure is the page-load error', async () => {
    const { vm, shell } = await open(billingHost({ folio: boom(404) }));
    await vm.pageOpened('it-ski');
    expect(vm.state.status).toBe('failed');
    expect(shell.appError).toMatchObject({ status: 404, message: 'Refused 404' });
  });

  it('a card list that fails keeps the folio, with the cards marked as failed', async () => {
    const { vm, shell } = await open(billingHost({ cards: boom(500) }));
    await vm.pageOpened('it-ski');
    expect(vm.state).toMatchObject({ status: 'ready', cards: { status: 'failed' } });
    expect(shell.appError).toBeNull();
  });

  it('signed out, asks nothing and offers sign-in', async () => {
    const host = billingHost();
    const { vm } = await open(host, null);
    await vm.pageOpened('it-ski');
    expect(vm.state).toEqual({ status: 'signed-out' });
    expect(host.requests.filter((request) => request.path.startsWith('/api/'))).toEqual([]);
  });
});
