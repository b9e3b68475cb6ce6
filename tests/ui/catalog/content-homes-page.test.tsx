import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import { shelvesOf } from '../../../src/ui/catalog/content-homes.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { renderApp } from '../app/render-app.js';
import { catalogAnswer, home } from './catalog-fixtures.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.

describe('/stays/content-homes', () => {
  it("shows the catalog's curated homes, shelf by category", async () => {
    const host = new FakeRestHost().on('GET', '/api/listing/catalog', { body: catalogAnswer() });
    renderApp('/stays/content-homes', { host });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ski Escapes' })).toBeTruthy();
    const ski = screen.getByRole('list', { name: 'Ski Escapes' });
    expect(within(ski).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ski).getByRole('link', { name: 'Villa a1' }).getAttribute('href')).toBe('/listings/a1');
    expect(screen.getByRole('list', { name: 'Beach Getaways' })).toBeTruthy();
  });

  it('opening a home sends its own event with its place on the page, no page view', async () => {
    const host = new FakeRestHost().on('GET', '/api/listing/catalog', { body: catalogAnswer() });
    const user = userEvent.setup();
    const { analytics } = renderApp('/stays/content-homes', { host });
    const beach = await screen.findByRole('list', { name: 'Beach Getaways' });
    await user.click(within(beach).getByRole('link', { name: 'Villa b1' }));
    expect(analytics.calls).toEqual([
      {
        type: 'track',
        name: 'Listing Opened',
        properties: { listingId: 'b1', position: 3, from: 'content-homes' },
      },
    ]);
  });

  it("a catalog that fails shows 'Search Unavailable' with the phone number", async () => {
    renderApp('/stays/content-homes'); // the host knows no call: 404
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Homes' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '404 Search Unavailable' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '(303) 555-0199' })).toBeTruthy();
  });

  it('a content category, when the catalog has one, is the whole page', () => {
    const catalog = {
      ...emptyListingCatalog(),
      categories: [
        { objectId: 'c-ski', name: 'Ski Escapes' },
        { objectId: 'c-content', name: 'Creator Favourites', slug: 'content-homes' },
      ],
      listingsInCategories: [
        { _id: 'c-ski', listings: [home('a1')] },
        { _id: 'c-content', listings: [home('x1'), home('x2')] },
      ],
    };
    expect(shelvesOf(catalog).map((shelf) => [shelf.title, shelf.cards.map((card) => card.id)])).toEqual([
      ['Creator Favourites', ['x1', 'x2']],
    ]);
  });
});
