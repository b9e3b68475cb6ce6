import { addDays } from '../../../src/core/shared/index.js';
import type { MarketRow } from '../../db/rows/markets-destinations.js';
import type { CatalogBase, LeadSeedRow } from './catalog-data.js';
import { demoCountries } from './countries.data.js';
import { DEMO_INTERESTS, DEMO_PARTNERS, DEMO_PROMOTIONS } from './demo-guests.data.js';
import { DEMO_AMENITIES, DEMO_CATEGORIES } from './demo-home-terms.data.js';
import { DEMO_MARKETS, productLineDetails } from './demo-places.data.js';
import { createPrng, demoObjectId } from './prng.js';

export const marketId = (slug: string) => demoObjectId(`market:${slug}`);
export const partnerId = (slug: string) => demoObjectId(`partner:${slug}`);
export const destinationId = (slug: string) => demoObjectId(`destination:${slug}`);
export const categoryId = (slug: string) => demoObjectId(`category:${slug}`);
export const amenityId = (slug: string) => demoObjectId(`amenity:${slug}`);

/**
 * The itinerary the demo lead's active trip points at. The trip itself is demo data of the
 * itinerary seeder, which creates it under this id.
 */
export const DEMO_ACTIVE_ITINERARY_ID = demoObjectId('itinerary:lead-active-trip');
export const DEMO_PAST_ITINERARY_ID = demoObjectId('itinerary:lead-past-trip');

export const DEMO_LEAD_IDS = {
  activeTrip: demoObjectId('lead:active-trip'),
  pastTrip: demoObjectId('lead:past-trip'),
  premier: demoObjectId('lead:premier'),
  noPartner: demoObjectId('lead:no-partner'),
} as const;

const FIRST_NAMES = ['Maya', 'Liam', 'Sofia', 'Noah', 'Elena', 'Owen', 'Chloe', 'Mateo', 'Grace', 'Theo'];
const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Donovan',
  'Ellis',
  'Fischer',
  'Garcia',
  'Hayes',
  'Ito',
  'Jensen',
];

const leads = (seed: string, anchor: string): LeadSeedRow[] => {
  const prng = createPrng(`${seed}:leads`);
  const person = (key: string) => {
    const first = prng.pick(FIRST_NAMES);
    const last = prng.pick(LAST_NAMES);
    return {
      salesforce_id: `00Q${demoObjectId(`salesforce:${seed}:${key}`)}AAA`,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${key}@example.com`.toLowerCase(),
    };
  };
  return [
    {
      id: DEMO_LEAD_IDS.activeTrip,
      ...person('active-trip'),
      product_line: 'Concierge',
      market_id: marketId('rocky-mountains'),
      partner_id: partnerId('summit-property-management'),
      itinerary_id: DEMO_ACTIVE_ITINERARY_ID,
      itinerary_start_date: addDays(anchor, 21),
      itinerary_end_date: addDays(anchor, 28),
    },
    {
      id: DEMO_LEAD_IDS.pastTrip,
      ...person('past-trip'),
      product_line: 'Concierge',
      market_id: marketId('southeast-coast'),
      partner_id: partnerId('coastal-retreats'),
      itinerary_id: DEMO_PAST_ITINERARY_ID,
      itinerary_start_date: addDays(anchor, -40),
      itinerary_end_date: addDays(anchor, -33),
    },
    {
      id: DEMO_LEAD_IDS.premier,
      ...person('premier'),
      product_line: 'Capital One Premier',
      market_id: marketId('sierra-lakes'),
      partner_id: partnerId('wanderlust-travel-advisors'),
      itinerary_id: null,
      itinerary_start_date: addDays(anchor, 60),
      itinerary_end_date: addDays(anchor, 67),
    },
    {
      id: DEMO_LEAD_IDS.noPartner,
      ...person('no-partner'),
      product_line: 'Lite',
      market_id: null,
      partner_id: null,
      itinerary_id: null,
      itinerary_start_date: null,
      itinerary_end_date: null,
    },
  ];
};

const markets = (): MarketRow[] =>
  DEMO_MARKETS.map((market, index) => ({
    id: marketId(market.slug),
    slug: market.slug,
    name: market.name,
    landscape: market.landscape,
    default_product_line: market.defaultProductLine,
    product_lines: productLineDetails(market, index),
    aliases: [...market.aliases],
    active: true,
    tax_rate_bps: market.taxRateBps,
    has_services_catalog: market.hasServicesCatalog,
    time_zone_name: market.timeZoneName,
    latitude: market.latitude,
    longitude: market.longitude,
  }));

const atMidnight = (day: string) => `${day}T00:00:00.000Z`;

/**
 * Everything of the demo catalog but the homes: places, terms, countries, partners, leads,
 * interests and promotions. `anchor` is the seed day that every date is relative to.
 */
export const generateCatalogBase = (seed: string, anchor: string): CatalogBase => ({
  markets: markets(),
  destinations: DEMO_MARKETS.flatMap((market) =>
    market.destinations.map((destination) => ({
      id: destinationId(destination.slug),
      market_id: marketId(market.slug),
      slug: destination.slug,
      name: destination.name,
      aliases: [...destination.aliases],
      latitude: destination.latitude,
      longitude: destination.longitude,
    })),
  ),
  categories: DEMO_CATEGORIES.map((category, index) => ({
    id: categoryId(category.slug),
    slug: category.slug,
    name: category.name,
    image_url: `/media/categories/${category.slug}.svg`,
    sort_order: index,
  })),
  amenities: DEMO_AMENITIES.map((amenity, index) => ({
    id: amenityId(amenity.slug),
    slug: amenity.slug,
    name: amenity.name,
    sort_order: index,
  })),
  countries: demoCountries(),
  partners: DEMO_PARTNERS.map((partner) => ({
    id: partnerId(partner.slug),
    slug: partner.slug,
    name: partner.name,
    kind: partner.kind,
    published: partner.published,
    data: {
      logo: `/media/partners/${partner.slug}.svg`,
      tagline: partner.tagline,
      marketId: partner.market ? marketId(partner.market) : null,
      contactEmail: `hello@${partner.slug}.example.com`,
    },
  })),
  leads: leads(seed, anchor),
  userInterests: DEMO_INTERESTS.map((interest, index) => ({
    id: demoObjectId(`interest:${interest.slug}`),
    slug: interest.slug,
    name: interest.name,
    image_url: `/media/interests/${interest.slug}.svg`,
    market_id: interest.market ? marketId(interest.market) : null,
    guest_ages: [...interest.ages],
    months: interest.months ? [...interest.months] : null,
    sort_order: index,
  })),
  promotionalMessages: DEMO_PROMOTIONS.map((promotion) => ({
    id: demoObjectId(`promotion:${promotion.key}`),
    key: promotion.key,
    title: promotion.title,
    message: promotion.message,
    link_url: promotion.linkUrl,
    link_text: promotion.linkText,
    product_lines: [...promotion.productLines],
    starts_at: atMidnight(addDays(anchor, promotion.startsInDays)),
    ends_at: promotion.endsInDays === null ? null : atMidnight(addDays(anchor, promotion.endsInDays)),
  })),
});
