import type { Landscape, ProductLineContact } from '../../db/rows/markets-destinations.js';

/**
 * The demo markets and their destinations (docs/host/decisions.md#demo-data: mountain, beach, lake,
 * desert). Hand-written rather than generated: real places with their real coordinates and
 * the names guests type for them (aliases), so the map and the destination search make sense.
 */
export interface DemoDestination {
  slug: string;
  name: string;
  aliases: string[];
  latitude: number;
  longitude: number;
  /**
   * For a destination on water (a lake's middle, a barrier island, a coast): [latitude,
   * longitude] points on dry land that its homes stand around (HOME_SITE_SPREAD), chosen on the
   * offline map's own shores, so no home's marker lands in a lake or the sea. Without them, homes
   * spread around the destination's point (tests/server/db/demo-homes-on-land.test.ts).
   */
  homeSites?: readonly (readonly [number, number])[];
}

export interface DemoMarket {
  slug: string;
  name: string;
  landscape: Landscape;
  defaultProductLine: string;
  /** The product lines sold here (canonical names); details are derived from the slug. */
  productLines: string[];
  aliases: string[];
  taxRateBps: number;
  hasServicesCatalog: boolean;
  timeZoneName: string;
  latitude: number;
  longitude: number;
  destinations: DemoDestination[];
}

const ALL_LINES = ['Concierge', 'Lite', 'Local', 'Anywhere', 'Capital One Premier', 'Capital One Lifestyle'];

export const DEMO_MARKETS: readonly DemoMarket[] = [
  {
    slug: 'rocky-mountains',
    name: 'Rocky Mountains',
    landscape: 'mountain',
    defaultProductLine: 'Concierge',
    productLines: ALL_LINES,
    aliases: ['Colorado', 'Rockies', 'Ski Country'],
    taxRateBps: 1060,
    hasServicesCatalog: true,
    timeZoneName: 'America/Denver',
    latitude: 39.35,
    longitude: -106.6,
    destinations: [
      {
        slug: 'vail',
        name: 'Vail',
        aliases: ['Vail, CO', 'Vail Village', 'Lionshead'],
        latitude: 39.6403,
        longitude: -106.3742,
      },
      {
        slug: 'aspen',
        name: 'Aspen',
        aliases: ['Aspen, CO', 'Snowmass', 'Snowmass Village'],
        latitude: 39.1911,
        longitude: -106.8175,
      },
      {
        slug: 'breckenridge',
        name: 'Breckenridge',
        aliases: ['Breck', 'Breckenridge, CO'],
        latitude: 39.4817,
        longitude: -106.0384,
      },
      {
        slug: 'telluride',
        name: 'Telluride',
        aliases: ['Telluride, CO', 'Mountain Village'],
        latitude: 37.9375,
        longitude: -107.8123,
      },
    ],
  },
  {
    slug: 'southeast-coast',
    name: 'Southeast Coast',
    landscape: 'beach',
    defaultProductLine: 'Concierge',
    productLines: ['Concierge', 'Lite', 'Capital One Premier', 'Capital One Lifestyle'],
    aliases: ['Gulf Coast', 'Carolinas', 'Southern Beaches'],
    taxRateBps: 1250,
    hasServicesCatalog: true,
    timeZoneName: 'America/New_York',
    latitude: 32.5,
    longitude: -81.5,
    destinations: [
      {
        slug: '30a',
        name: '30A',
        aliases: ['Santa Rosa Beach', 'Seaside', 'Rosemary Beach', 'Scenic 30A'],
        latitude: 30.3382,
        longitude: -86.1608,
        homeSites: [
          [30.3432, -86.1673],
          [30.3482, -86.1348],
          [30.3632, -86.1543],
          [30.3532, -86.1868],
          [30.3482, -86.1543],
        ],
      },
      {
        slug: 'outer-banks',
        name: 'Outer Banks',
        aliases: ['OBX', 'Nags Head', 'Duck'],
        latitude: 35.9582,
        longitude: -75.6241,
        homeSites: [
          [35.9082, -75.6761],
          [35.9807, -75.6516],
          [36.0282, -75.6826],
          [35.8882, -75.6631],
          [35.9907, -75.6566],
        ],
      },
      {
        slug: 'hilton-head',
        name: 'Hilton Head Island',
        aliases: ['Hilton Head', 'HHI'],
        latitude: 32.2163,
        longitude: -80.7526,
        homeSites: [
          [32.2213, -80.7396],
          [32.1963, -80.7591],
          [32.2163, -80.7071],
          [32.2363, -80.7201],
          [32.2063, -80.7266],
        ],
      },
      {
        slug: 'destin',
        name: 'Destin',
        aliases: ['Destin, FL', 'Miramar Beach'],
        latitude: 30.3935,
        longitude: -86.4958,
        homeSites: [
          [30.3935, -86.4658],
          [30.3935, -86.4358],
          [30.391, -86.4233],
          [30.391, -86.4133],
          [30.3985, -86.4698],
        ],
      },
    ],
  },
  {
    slug: 'sierra-lakes',
    name: 'Sierra Lakes',
    landscape: 'lake',
    defaultProductLine: 'Local',
    productLines: ['Local', 'Concierge', 'Anywhere'],
    aliases: ['Lake Country', 'High Sierra'],
    taxRateBps: 1000,
    hasServicesCatalog: true,
    timeZoneName: 'America/Los_Angeles',
    latitude: 38.3,
    longitude: -119.5,
    destinations: [
      {
        slug: 'lake-tahoe',
        name: 'Lake Tahoe',
        aliases: ['Tahoe', 'South Lake Tahoe', 'Incline Village'],
        latitude: 39.0968,
        longitude: -120.0324,
        homeSites: [
          [39.1118, -119.9414],
          [39.0518, -120.1494],
          [39.0318, -119.9349],
          [39.0718, -119.9089],
          [39.1418, -119.9154],
        ],
      },
      {
        slug: 'truckee',
        name: 'Truckee',
        aliases: ['Donner Lake', 'Northstar'],
        latitude: 39.328,
        longitude: -120.1833,
        homeSites: [
          [39.328, -120.1833],
          [39.313, -120.1963],
          [39.313, -120.1703],
          [39.343, -120.1963],
          [39.343, -120.1703],
        ],
      },
      {
        slug: 'mammoth-lakes',
        name: 'Mammoth Lakes',
        aliases: ['Mammoth', 'June Lake'],
        latitude: 37.6485,
        longitude: -118.9721,
      },
      {
        slug: 'lake-arrowhead',
        name: 'Lake Arrowhead',
        aliases: ['Arrowhead', 'Big Bear Lake'],
        latitude: 34.2483,
        longitude: -117.1892,
        homeSites: [
          [34.2433, -117.1827],
          [34.2483, -117.2152],
          [34.2283, -117.2022],
          [34.2533, -117.1632],
          [34.2283, -117.1827],
        ],
      },
    ],
  },
  {
    slug: 'desert-southwest',
    name: 'Desert Southwest',
    landscape: 'desert',
    defaultProductLine: 'Lite',
    productLines: ['Lite', 'Concierge', 'Capital One Lifestyle'],
    aliases: ['Arizona', 'Southwest', 'Palm Springs Area'],
    taxRateBps: 1330,
    // The desert market sells homes only: a reserved home there confirms without the
    // "Explore Services" step (docs/host/decisions.md#homes-by-booking-setting).
    hasServicesCatalog: false,
    timeZoneName: 'America/Phoenix',
    latitude: 34.0,
    longitude: -114.0,
    destinations: [
      {
        slug: 'scottsdale',
        name: 'Scottsdale',
        aliases: ['Scottsdale, AZ', 'Paradise Valley'],
        latitude: 33.4942,
        longitude: -111.9261,
      },
      {
        slug: 'sedona',
        name: 'Sedona',
        aliases: ['Sedona, AZ', 'Oak Creek'],
        latitude: 34.8697,
        longitude: -111.761,
      },
      {
        slug: 'palm-springs',
        name: 'Palm Springs',
        aliases: ['Palm Desert', 'La Quinta', 'Coachella Valley'],
        latitude: 33.8303,
        longitude: -116.5453,
      },
      {
        slug: 'joshua-tree',
        name: 'Joshua Tree',
        aliases: ['Twentynine Palms', 'Yucca Valley'],
        latitude: 34.1347,
        longitude: -116.3131,
      },
    ],
  },
];

const LINE_SLUGS: Record<string, string> = {
  Concierge: 'concierge',
  Lite: 'lite',
  Local: 'local',
  Anywhere: 'anywhere',
  'Capital One Premier': 'premier',
  'Capital One Lifestyle': 'lifestyle',
};

/** Support contacts per product line, keyed lowercase as docs/product/entities.md#market has them. */
export const productLineDetails = (market: DemoMarket, index: number): Record<string, ProductLineContact> =>
  Object.fromEntries(
    market.productLines.map((line, lineIndex) => [
      line.toLowerCase(),
      {
        name: `Keyhaven ${line} ${market.name}`,
        email: `${LINE_SLUGS[line] ?? 'support'}.${market.slug}@keyhaven.test`,
        phone: `970555${String(index).padStart(2, '0')}${String(lineIndex).padStart(2, '0')}`,
      },
    ]),
  );
