import type { BookingSetting, PricingSetting } from '../../../src/core/listing/index.js';
import type { Landscape } from '../../db/rows/markets-destinations.js';

/**
 * Stay categories of the catalog (the Luxury Getaways of
 * docs/product/routes.md#navigation-bar); which homes join is decided per home.
 */
export const DEMO_CATEGORIES = [
  { slug: 'ski-escapes', name: 'Ski Escapes' },
  { slug: 'beach-getaways', name: 'Beach Getaways' },
  { slug: 'lakefront-retreats', name: 'Lakefront Retreats' },
  { slug: 'desert-oases', name: 'Desert Oases' },
  { slug: 'pet-friendly', name: 'Pet Friendly' },
  { slug: 'large-groups', name: 'Large Groups' },
  { slug: 'luxury-estates', name: 'Luxury Estates' },
  { slug: 'romantic-hideaways', name: 'Romantic Hideaways' },
] as const;

export const LANDSCAPE_CATEGORY: Record<Landscape, string> = {
  mountain: 'ski-escapes',
  beach: 'beach-getaways',
  lake: 'lakefront-retreats',
  desert: 'desert-oases',
};

export const DEMO_AMENITIES = [
  { slug: 'wifi', name: 'Wi-Fi' },
  { slug: 'chefs-kitchen', name: "Chef's kitchen" },
  { slug: 'washer-dryer', name: 'Washer and dryer' },
  { slug: 'air-conditioning', name: 'Air conditioning' },
  { slug: 'free-parking', name: 'Free parking' },
  { slug: 'ev-charger', name: 'EV charger' },
  { slug: 'hot-tub', name: 'Hot tub' },
  { slug: 'fireplace', name: 'Fireplace' },
  { slug: 'ski-in-ski-out', name: 'Ski-in/ski-out' },
  { slug: 'sauna', name: 'Sauna' },
  { slug: 'private-pool', name: 'Private pool' },
  { slug: 'beach-access', name: 'Beach access' },
  { slug: 'ocean-view', name: 'Ocean view' },
  { slug: 'private-dock', name: 'Private dock' },
  { slug: 'kayaks', name: 'Kayaks' },
  { slug: 'lake-view', name: 'Lake view' },
  { slug: 'fire-pit', name: 'Fire pit' },
  { slug: 'mountain-view', name: 'Mountain view' },
  { slug: 'game-room', name: 'Game room' },
  { slug: 'home-gym', name: 'Home gym' },
  { slug: 'outdoor-grill', name: 'Outdoor grill' },
  { slug: 'crib', name: 'Crib and high chair' },
  { slug: 'workspace', name: 'Dedicated workspace' },
] as const;

export type AmenitySlug = (typeof DEMO_AMENITIES)[number]['slug'];

/** Amenities a home of a landscape is likely to have, on top of the common ones. */
export const LANDSCAPE_AMENITIES: Record<Landscape, readonly AmenitySlug[]> = {
  mountain: ['hot-tub', 'fireplace', 'ski-in-ski-out', 'sauna', 'mountain-view'],
  beach: ['private-pool', 'beach-access', 'ocean-view', 'outdoor-grill'],
  lake: ['private-dock', 'kayaks', 'lake-view', 'fire-pit', 'hot-tub'],
  desert: ['private-pool', 'fire-pit', 'mountain-view', 'hot-tub'],
};

export const COMMON_AMENITIES: readonly AmenitySlug[] = [
  'chefs-kitchen',
  'washer-dryer',
  'air-conditioning',
  'free-parking',
  'ev-charger',
  'game-room',
  'home-gym',
  'outdoor-grill',
  'crib',
  'workspace',
];

export const NAME_PARTS: Record<Landscape, { first: readonly string[]; second: readonly string[] }> = {
  mountain: {
    first: [
      'Alpenglow',
      'Timberline',
      'Powder Ridge',
      'Elk Meadow',
      'Summit',
      'Aspen Grove',
      'Bluebird',
      'Snowcrest',
      'Larkspur',
      'Granite Peak',
    ],
    second: ['Lodge', 'Chalet', 'Retreat', 'Cabin', 'Hideaway', 'Residence', 'Haus'],
  },
  beach: {
    first: [
      'Seaglass',
      'Dune Crest',
      'Tidewater',
      'Saltbox',
      'Pelican Point',
      'Coral Sands',
      'Sea Oats',
      'Driftline',
      'Sandpiper',
      'Moonrise',
    ],
    second: ['Cottage', 'Beach House', 'Villa', 'Retreat', 'Bungalow', 'Estate'],
  },
  lake: {
    first: [
      'Lakeshore',
      'Pinecone',
      'Loon Cove',
      'Driftwood',
      'Boathouse',
      'Cedar Point',
      'Still Water',
      'Osprey',
      'Granite Bay',
      'Sugar Pine',
    ],
    second: ['Lodge', 'Cabin', 'Retreat', 'House', 'Camp', 'Cottage'],
  },
  desert: {
    first: [
      'Saguaro',
      'Mesa Verde',
      'Canyon Light',
      'Desert Sage',
      'Ocotillo',
      'Red Rock',
      'Casa Sol',
      'Painted Sky',
      'Agave',
      'Juniper',
    ],
    second: ['Villa', 'Casita', 'Hacienda', 'Retreat', 'House', 'Estate'],
  },
};

export const SETTING_PHRASES: Record<Landscape, readonly string[]> = {
  mountain: [
    'steps from the lifts',
    'with sweeping mountain views',
    'tucked among the aspens',
    'above the village',
  ],
  beach: ['right on the sand', 'with Gulf breezes', 'a short stroll to the beach', 'overlooking the dunes'],
  lake: [
    'on the water',
    'with a private shoreline',
    'among tall pines by the lake',
    'with sunset views across the lake',
  ],
  desert: [
    'under wide desert skies',
    'framed by red rocks',
    'beside the golf course',
    'with views of the mountains',
  ],
};

export const HIGHLIGHT_PHRASES = [
  'Evenings end by the fire after a day outdoors.',
  'The open kitchen and long dining table suit family dinners.',
  'Every bedroom has its own bathroom.',
  'The home was renovated last year with designer furnishings.',
  'A quiet street keeps the nights peaceful.',
  'Our concierge can stock the kitchen before you arrive.',
];

/**
 * Booking and pricing settings go in pairs that occur in practice: an integration books and
 * prices through the same system. The first homes take each pair in turn, so even a tiny
 * catalog has every booking setting and every pricing setting
 * (docs/product/entities.md#booking-settings, docs/product/entities.md#pricing-settings).
 */
export const SETTING_PROFILES: readonly (readonly [BookingSetting, PricingSetting])[] = [
  ['Streamline Instant Booking', 'Streamline Instant Pricing'],
  ['Escapia Instant Booking', 'Escapia Instant Pricing'],
  ['Track Instant Booking', 'Track Instant Pricing'],
  ['Expedia Instant Booking', 'Expedia Instant Pricing'],
  ['KEY Instant Booking', 'Cached Pricing'],
  ['Request Price', 'Average Price'],
  ['Request Price', 'Cached Pricing'],
  ['KEY Instant Booking', 'Average Price'],
];

export const RATE_FACTOR: Record<Landscape, number> = { mountain: 1.3, beach: 1.1, lake: 1, desert: 0.9 };
export const MINIMUM_STAYS: Record<Landscape, readonly number[]> = {
  mountain: [2, 3, 3, 4, 5],
  beach: [2, 3, 5, 7],
  lake: [2, 2, 3, 4],
  desert: [1, 2, 2, 3],
};
export const KIND_OF_HOME: Record<Landscape, string> = {
  mountain: 'mountain home',
  beach: 'beach house',
  lake: 'lake house',
  desert: 'desert retreat',
};
export const BEDROOMS = [1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 7, 8];
