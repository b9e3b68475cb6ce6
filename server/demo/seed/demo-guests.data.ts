import type { GuestAgeGroup } from '../../db/rows/guests-marketing.js';

/**
 * Partners guests arrive through (docs/product/entities.md#other-reference-data); property
 * managers double as lead sources.
 */
export const DEMO_PARTNERS = [
  {
    slug: 'summit-property-management',
    name: 'Summit Property Management',
    kind: 'property_manager',
    published: true,
    market: 'rocky-mountains',
    tagline: 'Slope-side homes, cared for year round',
  },
  {
    slug: 'coastal-retreats',
    name: 'Coastal Retreats',
    kind: 'property_manager',
    published: true,
    market: 'southeast-coast',
    tagline: 'Beach houses from the Outer Banks to the Gulf',
  },
  {
    slug: 'wanderlust-travel-advisors',
    name: 'Wanderlust Travel Advisors',
    kind: 'travel_agent',
    published: true,
    market: null,
    tagline: 'Trips planned around you',
  },
  {
    slug: 'alpine-outfitters',
    name: 'Alpine Outfitters',
    kind: 'brand',
    published: true,
    market: 'rocky-mountains',
    tagline: 'Gear delivered to your door',
  },
  {
    // Not yet published: its page must answer 404 like an unknown partner.
    slug: 'sonoran-stays',
    name: 'Sonoran Stays',
    kind: 'property_manager',
    published: false,
    market: 'desert-southwest',
    tagline: 'Coming soon',
  },
] as const;

/**
 * Things guests may enjoy (GET /api/userInterest). market null: offered everywhere;
 * months null: all year.
 */
export const DEMO_INTERESTS: readonly {
  slug: string;
  name: string;
  market: string | null;
  ages: readonly GuestAgeGroup[];
  months: readonly number[] | null;
}[] = [
  { slug: 'private-chef', name: 'Private chef dinners', market: null, ages: ['adults'], months: null },
  { slug: 'spa-wellness', name: 'Spa and wellness', market: null, ages: ['adults'], months: null },
  {
    slug: 'grocery-stocking',
    name: 'Groceries waiting on arrival',
    market: null,
    ages: ['adults', 'children', 'infants'],
    months: null,
  },
  { slug: 'family-adventures', name: 'Family adventures', market: null, ages: ['children'], months: null },
  { slug: 'baby-gear', name: 'Baby gear rental', market: null, ages: ['infants'], months: null },
  {
    slug: 'skiing',
    name: 'Skiing and snowboarding',
    market: 'rocky-mountains',
    ages: ['adults', 'children'],
    months: [11, 12, 1, 2, 3, 4],
  },
  {
    slug: 'guided-hikes',
    name: 'Guided hikes',
    market: 'rocky-mountains',
    ages: ['adults', 'children'],
    months: [6, 7, 8, 9],
  },
  {
    slug: 'fly-fishing',
    name: 'Fly fishing',
    market: 'rocky-mountains',
    ages: ['adults'],
    months: [5, 6, 7, 8, 9, 10],
  },
  {
    slug: 'yacht-charter',
    name: 'Yacht charters',
    market: 'southeast-coast',
    ages: ['adults', 'children'],
    months: null,
  },
  {
    slug: 'surf-lessons',
    name: 'Surf lessons',
    market: 'southeast-coast',
    ages: ['adults', 'children'],
    months: [4, 5, 6, 7, 8, 9, 10],
  },
  {
    slug: 'boat-rental',
    name: 'Boat rentals',
    market: 'sierra-lakes',
    ages: ['adults', 'children'],
    months: [5, 6, 7, 8, 9],
  },
  {
    slug: 'paddleboarding',
    name: 'Paddleboarding',
    market: 'sierra-lakes',
    ages: ['adults', 'children'],
    months: [6, 7, 8, 9],
  },
  { slug: 'golf', name: 'Golf', market: 'desert-southwest', ages: ['adults'], months: null },
  {
    slug: 'balloon-rides',
    name: 'Hot air balloon rides',
    market: 'desert-southwest',
    ages: ['adults', 'children'],
    months: [10, 11, 12, 1, 2, 3, 4],
  },
];

/** Promotional messages relative to the seed day; some have ended or not begun, on purpose. */
export const DEMO_PROMOTIONS = [
  {
    key: 'ski-week',
    title: 'Ski week, on us',
    message: 'Book five nights in the Rockies and the sixth is free.',
    linkUrl: '/listings?listing_destination=Vail',
    linkText: 'Find a slope-side home',
    productLines: ['Concierge'],
    startsInDays: -30,
    endsInDays: null,
  },
  {
    key: 'spring-coast',
    title: 'Spring on the coast',
    message: 'Beach houses with a private chef dinner included.',
    linkUrl: '/listings?listing_destination=30A',
    linkText: 'See beach houses',
    productLines: [],
    startsInDays: -7,
    endsInDays: 120,
  },
  {
    key: 'premier-members',
    title: 'For Premier card members',
    message: 'A dedicated concierge for every trip.',
    linkUrl: null,
    linkText: null,
    productLines: ['Capital One Premier'],
    startsInDays: -90,
    endsInDays: null,
  },
  {
    key: 'fall-foliage',
    title: 'Fall foliage',
    message: 'This offer has ended.',
    linkUrl: null,
    linkText: null,
    productLines: [],
    startsInDays: -60,
    endsInDays: -10,
  },
  {
    key: 'summer-preview',
    title: 'Summer on the lake',
    message: 'Not announced yet.',
    linkUrl: null,
    linkText: null,
    productLines: [],
    startsInDays: 30,
    endsInDays: 150,
  },
] as const;
