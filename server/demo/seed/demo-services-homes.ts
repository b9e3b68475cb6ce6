import type { VacationHomeServiceKey } from '../../../src/core/service/index.js';
import type { ListingRow } from '../../db/rows/homes.js';
import { servicePricingConfig } from './demo-services-pricing.js';
import {
  type DemoServiceMarket,
  type DemoServices,
  demoServiceId,
  type ServiceSeedRow,
} from './demo-services-rows.js';
import { serviceCategoryId } from './demo-services-terms.data.js';

/** A seeded home a vacation-home service stands for. */
export type DemoHome = Pick<ListingRow, 'id' | 'name' | 'nightly_rate_cents' | 'images'>;

/**
 * The vacation-home service keys of docs/product/entities.md#service (the core's list: a key
 * it does not know does not compile), each pointing at one of the market's homes
 * (listingRedirectId, docs/product/routes.md#route-table): the app sends the guest to the home
 * instead of a service page.
 */
const STAYS = [
  { key: 'property_rental', name: (home: string) => `Stay at ${home}`, section: 'catalog', extra: [] },
  {
    key: 'hotel_rental',
    name: (home: string) => `Hotel-Style Suite at ${home}`,
    section: 'local_favorites',
    extra: [],
  },
  {
    key: 'yacht_rental',
    name: (home: string) => `${home} and Overnight Yacht`,
    section: 'catalog',
    extra: ['yachts-boats'],
  },
] as const satisfies readonly { readonly key: VacationHomeServiceKey; readonly [part: string]: unknown }[];

export const vacationHomeServices = (market: DemoServiceMarket, homes: readonly DemoHome[]): DemoServices => {
  const result: DemoServices = { services: [], links: [], blocked: [] };
  STAYS.forEach((stay, index) => {
    const home = homes[index];
    if (!home) return;
    const id = demoServiceId(market.slug, stay.key);
    const nightly = home.nightly_rate_cents / 100;
    const pricing = {
      header: 'Stay',
      options: [{ name: 'By the night', price: { rate: nightly, rateBasis: 'day' as const } }],
    };
    const service: ServiceSeedRow = {
      id,
      market_id: market.id,
      service_key: stay.key,
      name: stay.name(home.name),
      description: `${home.name}, one of our homes here, booked through your concierge like any other service.`,
      site_section: stay.section,
      score: 4.5 + index / 10,
      is_bookable: true,
      date_field_type: 'Date Range',
      time_zone_name: market.time_zone_name,
      listing_redirect_id: home.id,
      fields: [],
      pricing_config: servicePricingConfig(stay.key, pricing),
      descriptors: {
        tagline: 'A home of our own collection',
        startingFrom: nightly,
        serviceDateName: 'Stay dates',
        bookingLeadTimeDuration: 24 * 60,
      },
      // The home's own pictures: the service stands for the home.
      images: home.images.slice(0, 2),
      season_months: null,
    };
    result.services.push(service);
    for (const slug of ['vacation-homes', ...stay.extra])
      result.links.push({ service_id: id, category_id: serviceCategoryId(slug) });
  });
  return result;
};
