import { addDays } from '../../../src/core/shared/index.js';
import type { ListingFeeRow } from '../../db/rows/homes.js';
import type { Landscape } from '../../db/rows/markets-destinations.js';
import type { GeneratedHome, UnavailableRangeSeedRow } from './catalog-data.js';
import {
  BEDROOMS,
  COMMON_AMENITIES,
  DEMO_AMENITIES,
  HIGHLIGHT_PHRASES,
  KIND_OF_HOME,
  LANDSCAPE_AMENITIES,
  LANDSCAPE_CATEGORY,
  MINIMUM_STAYS,
  NAME_PARTS,
  RATE_FACTOR,
  SETTING_PHRASES,
  SETTING_PROFILES,
} from './demo-home-terms.data.js';
import { createPrng, demoObjectId, type Prng } from './prng.js';

/** Where a home can be: a destination with its market's landscape. */
export interface HomePlace {
  destinationId: string;
  destinationName: string;
  landscape: Landscape;
  latitude: number;
  longitude: number;
  homeSites?: readonly (readonly [number, number])[] | undefined;
}

export interface HomeContext {
  seed: string;
  /** The day the calendar starts from (blocked and reserved stays fall after it). */
  anchor: string;
  places: readonly HomePlace[];
  amenityIdBySlug: ReadonlyMap<string, string>;
  categoryIdBySlug: ReadonlyMap<string, string>;
}

export const WEEKEND_UPLIFT_PERCENT = 15;

/** How far (degrees of latitude, longitude) homes spread around their destination's point. */
const DESTINATION_SPREAD = [0.06, 0.08] as const;
/** How far they spread around a home site: about a kilometre, inside the dry land checked. */
export const HOME_SITE_SPREAD = [0.008, 0.01] as const;

/**
 * Where a home stands, from two draws in [0, 1): around the destination's point, or around one
 * of its home sites, the first draw choosing the site and, scaled up, its north-south offset.
 * The same two draws either way, so the rest of the demo catalog stays as it was.
 */
const homePosition = (place: HomePlace, u: number, v: number) => {
  const sites = place.homeSites ?? [];
  const scaled = u * sites.length;
  const site = sites[Math.floor(scaled)];
  const [centre, offset, spread] = site
    ? [site, scaled - Math.floor(scaled), HOME_SITE_SPREAD]
    : [[place.latitude, place.longitude] as const, u, DESTINATION_SPREAD];
  return {
    latitude: fixed(centre[0] + (offset - 0.5) * 2 * spread[0], 5),
    longitude: fixed(centre[1] + (v - 0.5) * 2 * spread[1], 5),
  };
};
const IMAGE_COUNT = { min: 4, max: 6 };

/** The seed of the demo everyone gets; `npm run seed -- --seed` picks another. */
export const DEMO_SEED = 'keyhaven';

/** The objectId of home number `index` of a seed: stable, so other demo data and tests can name a home. */
export const demoHomeId = (index: number, seed = DEMO_SEED): string => demoObjectId(`home:${seed}:${index}`);

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const fixed = (value: number, digits: number) => Number(value.toFixed(digits));

const amenityNames = new Map<string, string>(DEMO_AMENITIES.map((a) => [a.slug, a.name]));

const chooseAmenities = (prng: Prng, landscape: Landscape): string[] => {
  const slugs = new Set<string>(['wifi']);
  if (prng.chance(0.9)) slugs.add('chefs-kitchen');
  for (const slug of LANDSCAPE_AMENITIES[landscape]) if (prng.chance(0.65)) slugs.add(slug);
  for (const slug of COMMON_AMENITIES) if (prng.chance(0.35)) slugs.add(slug);
  return [...slugs];
};

/** A few stays over the next year, never overlapping (one may start the day another ends). */
const chooseUnavailable = (prng: Prng, context: HomeContext, listingId: string, index: number) => {
  const wanted = Array.from({ length: prng.int(0, 4) }, () => {
    const start = prng.int(3, 360);
    return { start, end: start + prng.int(2, 9), kind: prng.chance(0.5) ? 'reserved' : 'blocked' } as const;
  }).sort((a, b) => a.start - b.start);
  const ranges: UnavailableRangeSeedRow[] = [];
  let freeFrom = 0;
  for (const [k, range] of wanted.entries()) {
    if (range.start < freeFrom) continue;
    ranges.push({
      id: demoObjectId(`range:${context.seed}:${index}:${k}`),
      listing_id: listingId,
      start_date: addDays(context.anchor, range.start),
      end_date: addDays(context.anchor, range.end),
      kind: range.kind,
    });
    freeFrom = range.end;
  }
  return ranges;
};

/**
 * Home number `index` of the catalog of `seed`. Each home draws from its own stream
 * (seed and index), so home 5000 is the same whether 300 or 10,000 homes are generated,
 * and a catalog can be generated (or topped up) in batches.
 */
export const generateHome = (context: HomeContext, index: number): GeneratedHome => {
  const prng = createPrng(`${context.seed}:home:${index}`);
  const place = context.places[index % context.places.length];
  if (!place) throw new Error('generateHome needs at least one destination');
  const { landscape } = place;
  const id = demoHomeId(index, context.seed);
  const [bookingSetting, pricingSetting] = SETTING_PROFILES[index] ?? prng.pick(SETTING_PROFILES);

  const bedrooms = prng.pick(BEDROOMS);
  const bathrooms = Math.max(1, bedrooms + prng.pick([-0.5, 0, 0, 0.5, 1]));
  const maxGuests = Math.max(2, bedrooms * 2 + prng.int(0, 2));
  const petsAllowed = prng.chance(0.4);
  const eventsAllowed = prng.chance(bedrooms >= 5 ? 0.45 : 0.12);
  const nightlyDollars = roundTo(
    (180 + 110 * bedrooms) * RATE_FACTOR[landscape] * (0.85 + prng.next() * 0.5),
    5,
  );
  const name = `${prng.pick(NAME_PARTS[landscape].first)} ${prng.pick(NAME_PARTS[landscape].second)}`;
  const amenities = chooseAmenities(prng, landscape);

  const fees: ListingFeeRow[] = [
    {
      listing_id: id,
      position: 0,
      name: 'Cleaning fee',
      amount_cents: roundTo((75 + 35 * bedrooms) * (0.9 + prng.next() * 0.3), 5) * 100,
      charged: 'stay',
    },
  ];
  if ((landscape === 'beach' || landscape === 'desert') && prng.chance(0.5)) {
    fees.push({
      listing_id: id,
      position: fees.length,
      name: 'Resort fee',
      amount_cents: 9500,
      charged: 'stay',
    });
  }
  if (petsAllowed) {
    fees.push({
      listing_id: id,
      position: fees.length,
      name: 'Pet fee',
      amount_cents: 15000,
      charged: 'pets',
    });
  }

  const categories = [LANDSCAPE_CATEGORY[landscape]];
  if (petsAllowed) categories.push('pet-friendly');
  if (maxGuests >= 12) categories.push('large-groups');
  if (nightlyDollars >= 1200 || bedrooms >= 6) categories.push('luxury-estates');
  if (bedrooms <= 2) categories.push('romantic-hideaways');

  const featured = amenities
    .slice(1, 5)
    .map((slug) => amenityNames.get(slug)?.toLowerCase())
    .filter(Boolean);
  const description = [
    `${name} is a ${bedrooms}-bedroom ${KIND_OF_HOME[landscape]} in ${place.destinationName} ${prng.pick(SETTING_PHRASES[landscape])}.`,
    `It sleeps ${maxGuests} guests${petsAllowed ? ', and pets are welcome' : ''}.`,
    prng.pick(HIGHLIGHT_PHRASES),
    featured.length > 0 ? `Guests love the ${featured.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const imageCount = prng.int(IMAGE_COUNT.min, IMAGE_COUNT.max);
  return {
    listing: {
      id,
      destination_id: place.destinationId,
      name,
      description,
      ...homePosition(place, prng.next(), prng.next()),
      bedrooms,
      bathrooms,
      max_guests: maxGuests,
      pets_allowed: petsAllowed,
      events_allowed: eventsAllowed,
      booking_setting: bookingSetting,
      pricing_setting: pricingSetting,
      nightly_rate_cents: nightlyDollars * 100,
      weekend_uplift_percent: WEEKEND_UPLIFT_PERCENT,
      security_deposit_cents: prng.pick([0, 500, 1000, 1000, 1500, 2500]) * 100,
      minimum_stay_nights: prng.pick(MINIMUM_STAYS[landscape]),
      images: Array.from({ length: imageCount }, (_, k) => `/media/homes/${id}/${k + 1}.svg`),
      score: prng.int(1, 1000),
    },
    fees,
    amenityIds: amenities.map((slug) => context.amenityIdBySlug.get(slug)).filter((x) => x !== undefined),
    categoryIds: categories.map((slug) => context.categoryIdBySlug.get(slug)).filter((x) => x !== undefined),
    unavailable: chooseUnavailable(prng, context, id, index),
  };
};
