import { FakeRestHost } from '../../support/fake-rest-host.js';
import { listingItem, serviceItem, trip, tripHost } from '../itineraries/trip-fixtures.js';

/** A trip with a chef whose grocery list holds eggs and bread, and documents on the trip and its home. */
export const chefWithGroceries = serviceItem('si-chef', 'booked', {
  name: 'Private chef dinner',
  fields: [
    { id: 'fld-guests', type: 'number', displayValue: '4', value: { content: 4, type: 'number' } },
    {
      id: 'fld-groceries',
      type: 'groceryList',
      name: 'Grocery list',
      displayValue: 'Eggs, Bread',
      value: { content: ['g-eggs', 'g-bread'], type: 'groceryList' },
    },
  ],
});

export const DOCUMENTS = {
  itinerary: [
    {
      objectId: 'at-summary',
      name: 'Trip summary.pdf',
      url: '/api/attachments/at-summary/file',
      contentType: 'application/pdf',
      createdAt: '2030-03-01T10:00:00.000Z',
      size: 2458,
      preview: 'Rocky Mountains ski week: trip summary\nArrival 2030-03-02',
    },
  ],
  'listing-item': [
    {
      objectId: 'at-manual',
      name: 'House manual.md',
      url: '/api/attachments/at-manual/file',
      contentType: 'text/markdown',
      createdAt: null,
      size: null,
      preview: null,
    },
  ],
};

export const documentsHost = (
  options: { attachments?: 'ok' | number; groceries?: 'ok' | number; host?: FakeRestHost } = {},
) => {
  const host = tripHost({
    host: options.host ?? new FakeRestHost(),
    trip: trip(),
    items: [chefWithGroceries, serviceItem('si-guide', 'quoted', { name: 'Guided hike' })],
    listingItems: [listingItem('li-1', 'booked')],
  });
  const attachments = options.attachments ?? 'ok';
  host.on('GET', '/api/*/*/attachments', ({ url }) => {
    if (attachments !== 'ok') return { status: attachments, body: { message: 'Boom' } };
    const [, , type] = url.pathname.split('/');
    return { body: DOCUMENTS[type as keyof typeof DOCUMENTS] ?? [] };
  });
  const groceries = options.groceries ?? 'ok';
  host.on('GET', '/api/grocery-items', () =>
    groceries === 'ok'
      ? {
          body: [
            { objectId: 'g-eggs', name: 'Free-range eggs', category: 'Dairy' },
            { objectId: 'g-bread', name: 'Sourdough bread', category: 'Bakery' },
          ],
        }
      : { status: groceries, body: { message: 'Boom' } },
  );
  return host;
};
