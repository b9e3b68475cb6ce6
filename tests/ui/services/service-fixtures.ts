import { FakeRestHost } from '../../support/fake-rest-host.js';
import { trip } from '../itineraries/trip-fixtures.js';

/** Wire answers of the REST host for a service's details, shaped as the core codecs decode them. */

const chefs = { id: 'c-chef', name: 'Private Chefs', isHidden: false, promotionScore: 9 };

export const chefDinner = (overrides: Record<string, unknown> = {}) => ({
  id: 'sv-chef',
  name: 'Private Chef Dinner',
  categories: [chefs],
  fields: [],
  score: 4.8,
  siteSection: 'catalog',
  tagline: 'Restaurant-quality dining without leaving home',
  description: 'A private chef plans the menu with you, shops, cooks and serves dinner.',
  included: 'Menu planning, shopping, cooking, serving and cleaning up.',
  duration: '3 hours',
  guestRequirements: 'A kitchen with an oven and four burners.',
  cancellation: 'Free cancellation up to 48 hours before the dinner.',
  coordinationFee: 10,
  startingFrom: 950,
  testimonial: 'The best night of our trip.',
  notes: 'Groceries are billed at cost.',
  bookingLeadTimeDuration: 48 * 60,
  images: ['/media/services/sv-chef/1.svg', '/media/services/sv-chef/2.svg', ' '],
  ...overrides,
});

export const similarService = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  categories: [chefs],
  fields: [],
  tagline: `${name}, at home`,
  images: [`/media/services/${id}/1.svg`],
  ...overrides,
});

/** A service standing for a home (docs/product/routes.md#service-details). */
export const chaletStay = () => ({
  id: 'sv-chalet',
  name: 'Stay at Slopeside Chalet',
  categories: [],
  fields: [],
  listingRedirectId: 'elk1',
});

/**
 * A host that knows one service (its details and similar services) and the guest's trip
 * (trip-fixtures.ts, 'it-ski'); anything else is the host's 404.
 */
export const serviceHost = (
  options: {
    service?: unknown;
    serviceStatus?: number;
    similar?: unknown;
    similarStatus?: number;
    tripStatus?: number;
    /** The items the trip holds (trip-fixtures.ts serviceItem). */
    tripItems?: unknown[];
    host?: FakeRestHost;
  } = {},
) => {
  const host = options.host ?? new FakeRestHost();
  const service = (options.service ?? chefDinner()) as { id: string };
  const similarQueries: URLSearchParams[] = [];
  host
    .on('POST', `/api/services/${service.id}`, {
      status: options.serviceStatus ?? 200,
      body: (options.serviceStatus ?? 200) === 200 ? service : { message: 'Service not found' },
    })
    .on('GET', `/api/services/${service.id}/similar`, ({ url }) => {
      similarQueries.push(url.searchParams);
      const status = options.similarStatus ?? 200;
      return {
        status,
        body:
          status === 200
            ? (options.similar ?? [
                similarService('sv-sushi', 'Sushi Night'),
                similarService(service.id, 'The same service again'),
                similarService('sv-sushi', 'Sushi Night'),
              ])
            : { message: 'down' },
      };
    })
    .on('GET', '/api/guest-itinerary/it-ski', {
      status: options.tripStatus ?? 200,
      body:
        (options.tripStatus ?? 200) === 200
          ? trip({ items: options.tripItems ?? [] })
          : { message: 'You do not have permission to view this page.' },
    });
  return { host, similarQueries };
};
