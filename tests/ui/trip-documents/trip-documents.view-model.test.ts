import { describe, expect, it } from 'vitest';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { TripDocumentsViewModel } from '../../../src/ui/trip-documents/trip-documents.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { documentsHost } from './documents-fixtures.js';

const open = async (host: FakeRestHost, user: typeof demoGuest | null = demoGuest) => {
  const ports = testContainer({ user, host });
  const shell = ports.container.get(ShellViewModel);
  await shell.appStarted('');
  return { ...ports, shell, vm: ports.container.get(TripDocumentsViewModel) };
};

describe('TripDocumentsViewModel', () => {
  it('asks for the documents of the trip, each service and each home, and shelves those that have some', async () => {
    const host = documentsHost();
    const { vm } = await open(host);
    await vm.pageOpened('it-ski');
    const asked = host.requests
      .map((request) => request.path)
      .filter((path) => path.endsWith('/attachments'));
    expect(asked).toEqual([
      '/api/itinerary/it-ski/attachments',
      '/api/item/si-chef/attachments',
      '/api/item/si-guide/attachments',
      '/api/listing-item/li-1/attachments',
    ]);
    expect(vm.state).toEqual({
      status: 'ready',
      tripName: 'Rocky Mountains ski week',
      documents: [
        {
          id: 'itinerary-it-ski',
          title: 'For the whole trip',
          documents: [
            {
              id: 'at-summary',
              name: 'Trip summary.pdf',
              href: '/api/attachments/at-summary/file',
              icon: 'pdf',
              details: 'PDF document · 2.4 KB · added Friday, March 1, 2030',
              preview: 'Rocky Mountains ski week: trip summary\nArrival 2030-03-02',
            },
          ],
        },
        {
          id: 'listing-item-li-1',
          title: 'For your stay at Aspen Ridge Chalet',
          documents: [
            {
              id: 'at-manual',
              name: 'House manual.md',
              href: '/api/attachments/at-manual/file',
              icon: 'text',
              details: 'Markdown text',
              preview: null,
            },
          ],
        },
      ],
      groceries: [
        {
          itemId: 'si-chef',
          title: 'Private chef dinner',
          lines: [
            { name: 'Free-range eggs', category: 'Dairy', quantity: 1 },
            { name: 'Sourdough bread', category: 'Bakery', quantity: 1 },
          ],
        },
      ],
    });
  });

  it('a grocery catalogue that fails is reported, and the lists keep the names they were saved with', async () => {
    const { vm, errorReporter } = await open(documentsHost({ groceries: 500 }));
    await vm.pageOpened('it-ski');
    expect(vm.state).toMatchObject({
      status: 'ready',
      groceries: [
        {
          lines: [
            { name: 'Eggs', category: null },
            { name: 'Bread', category: null },
          ],
        },
      ],
    });
    expect(errorReporter.reports.map((report) => report.context)).toEqual([{ during: 'grocery items' }]);
  });

  it('a document list that fails is the page-load error', async () => {
    const { vm, shell } = await open(documentsHost({ attachments: 404 }));
    await vm.pageOpened('it-ski');
    expect(vm.state.status).toBe('failed');
    expect(shell.appError?.status).toBe(404);
  });

  it.each([
    [401, 'sign-in'],
    [403, 'not-yours'],
  ] as const)("a trip answered %s is refused in the trip's words", async (status, refusal) => {
    const host = new FakeRestHost()
      .on('GET', '/api/guest-itinerary/it-ski', {
        status,
        body: { message: 'You do not have permission to change this itinerary.' },
      })
      .on('GET', '/api/itinerary/it-ski/listing-items', { status, body: { message: 'No' } });
    const { vm, shell } = await open(host);
    await vm.pageOpened('it-ski');
    expect(vm.state).toEqual({ status: 'refused', refusal });
    expect(shell.appError).toBeNull();
  });

  it('signed out, asks nothing and offers sign-in', async () => {
    const host = documentsHost();
    const { vm } = await open(host, null);
    await vm.pageOpened('it-ski');
    expect(vm.state).toEqual({ status: 'refused', refusal: 'sign-in' });
    expect(host.requests.filter((request) => request.path.startsWith('/api/'))).toEqual([]);
  });
});
