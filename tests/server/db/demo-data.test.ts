import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HOME_COUNT, generateDemoCatalog } from '../../../server/demo/seed/demo-catalog.js';
import { DEMO_ACTIVE_ITINERARY_ID } from '../../../server/demo/seed/generate-catalog-base.js';
import { demoHomeId } from '../../../server/demo/seed/generate-home.js';
import { createPrng, demoObjectId } from '../../../server/demo/seed/prng.js';
import { parseSeedArgs } from '../../../server/demo/seed/seed-args.js';
import { BOOKING_SETTINGS } from '../../../src/core/listing/booking-setting.rule.js';
import { PRICING_SETTINGS } from '../../../src/core/listing/pricing-setting.rule.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';

const anchor = '2030-03-15';

describe('the demo data generator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the same data for the same seed and day, without Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the generator must not use Math.random');
    });
    const first = generateDemoCatalog({ seed: 'same', anchor, homes: 120 });
    const second = generateDemoCatalog({ seed: 'same', anchor, homes: 120 });
    expect(second).toEqual(first);
  });

  it('gives other homes for another seed, on the same places and terms', () => {
    const a = generateDemoCatalog({ seed: 'one', anchor, homes: 50 });
    const b = generateDemoCatalog({ seed: 'two', anchor, homes: 50 });
    expect(b.base.markets).toEqual(a.base.markets);
    expect(b.base.destinations).toEqual(a.base.destinations);
    const ids = new Set(a.homes.map((home) => home.listing.id));
    expect(b.homes.filter((home) => ids.has(home.listing.id))).toEqual([]);
    expect(b.homes.map((home) => home.listing.name)).not.toEqual(a.homes.map((home) => home.listing.name));
  });

  it('makes home n the same however many homes are generated, with a stable id', () => {
    const few = generateDemoCatalog({ anchor, homes: 10 });
    const many = generateDemoCatalog({ anchor, homes: DEMO_HOME_COUNT });
    expect(many.homes.slice(0, 10)).toEqual(few.homes);
    expect(few.homes[7]?.listing.id).toBe(demoHomeId(7));
  });

  describe('the default catalog', () => {
    const { base, homes } = generateDemoCatalog({ anchor });
    const listings = homes.map((home) => home.listing);

    it('has several markets of every landscape, with product-line details keyed lowercase', () => {
      expect(base.markets.map((m) => m.landscape).sort()).toEqual(['beach', 'desert', 'lake', 'mountain']);
      for (const market of base.markets) {
        expect(market.aliases.length).toBeGreaterThan(0);
        const lines = Object.entries(market.product_lines);
        expect(lines.length).toBeGreaterThan(0);
        for (const [key, details] of lines) {
          expect(key).toBe(key.toLowerCase());
          expect(details.email).toMatch(/^[a-z0-9.-]+@keyhaven\.test$/);
        }
        expect(market.product_lines[market.default_product_line.toLowerCase()]).toBeDefined();
      }
      expect(base.markets.some((m) => !m.has_services_catalog)).toBe(true);
    });

    it('has hundreds of homes spread over every destination, near it', () => {
      expect(listings).toHaveLength(DEMO_HOME_COUNT);
      expect(new Set(listings.map((l) => l.id)).size).toBe(DEMO_HOME_COUNT);
      for (const destination of base.destinations) {
        expect(destination.aliases.length).toBeGreaterThan(0);
        const here = listings.filter((l) => l.destination_id === destination.id);
        expect(here.length).toBeGreaterThanOrEqual(10);
        // Within about 15 km: a lake's homes stand on its shores, around its middle's point.
        for (const home of here) {
          expect(Math.abs(home.latitude - destination.latitude)).toBeLessThan(0.15);
          expect(Math.abs(home.longitude - destination.longitude)).toBeLessThan(0.15);
        }
      }
    });

    it('represents every booking setting and every pricing setting', () => {
      expect(new Set(listings.map((l) => l.booking_setting))).toEqual(new Set(BOOKING_SETTINGS));
      expect(new Set(listings.map((l) => l.pricing_setting))).toEqual(new Set(PRICING_SETTINGS));
      // Even a handful of homes has them all.
      const five = generateDemoCatalog({ anchor, homes: 8 }).homes.map((home) => home.listing);
      expect(new Set(five.map((l) => l.booking_setting)).size).toBe(BOOKING_SETTINGS.length);
      expect(new Set(five.map((l) => l.pricing_setting)).size).toBe(PRICING_SETTINGS.length);
    });

    it('prices homes in cents with the 15% weekend uplift, fees, deposits and minimum stays', () => {
      for (const home of homes) {
        const { listing } = home;
        expect(Number.isInteger(listing.nightly_rate_cents)).toBe(true);
        expect(listing.nightly_rate_cents).toBeGreaterThan(0);
        expect(listing.weekend_uplift_percent).toBe(15);
        expect(listing.minimum_stay_nights).toBeGreaterThanOrEqual(1);
        expect(listing.max_guests).toBeGreaterThanOrEqual(listing.bedrooms);
        expect(listing.bathrooms * 2).toBe(Math.round(listing.bathrooms * 2));
        expect(home.fees[0]?.name).toBe('Cleaning fee');
        expect(home.fees.some((fee) => fee.charged === 'pets')).toBe(listing.pets_allowed);
        expect(listing.images.length).toBeGreaterThanOrEqual(4);
        expect(home.amenityIds.length).toBeGreaterThan(0);
        expect(home.categoryIds.length).toBeGreaterThan(0);
      }
      expect(listings.some((l) => l.security_deposit_cents === 0)).toBe(true);
      expect(listings.some((l) => l.pets_allowed)).toBe(true);
      expect(listings.some((l) => l.events_allowed)).toBe(true);
    });

    it('blocks and reserves stays within the next year, never overlapping', () => {
      const ranges = homes.flatMap((home) => home.unavailable);
      expect(ranges.length).toBeGreaterThan(DEMO_HOME_COUNT / 2);
      expect(new Set(ranges.map((r) => r.kind))).toEqual(new Set(['blocked', 'reserved']));
      for (const home of homes) {
        home.unavailable.forEach((range, k) => {
          expect(range.start_date > anchor).toBe(true);
          expect(range.end_date > range.start_date).toBe(true);
          expect(range.end_date <= addDays(anchor, 370)).toBe(true);
          const previous = home.unavailable[k - 1];
          if (previous) expect(range.start_date >= previous.end_date).toBe(true);
        });
      }
    });

    it('has countries, partners, leads (one on an active trip), interests and promotions', () => {
      expect(base.countries).toHaveLength(249);
      expect(base.partners.some((p) => !p.published)).toBe(true);
      const active = base.leads.filter(
        (lead) => lead.itinerary_id && lead.itinerary_end_date && lead.itinerary_end_date > anchor,
      );
      expect(active.map((lead) => lead.itinerary_id)).toEqual([DEMO_ACTIVE_ITINERARY_ID]);
      expect(base.userInterests.every((i) => i.image_url.startsWith('/media/interests/'))).toBe(true);
      const now = `${anchor}T12:00:00.000Z`;
      const running = base.promotionalMessages.filter(
        (p) => p.starts_at <= now && (!p.ends_at || p.ends_at > now),
      );
      expect(running.length).toBeGreaterThan(0);
      expect(running.length).toBeLessThan(base.promotionalMessages.length);
    });
  });
});

describe('the seeded random generator', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createPrng('x');
    const b = createPrng('x');
    const draws = Array.from({ length: 100 }, () => a.int(3, 7));
    expect(Array.from({ length: 100 }, () => b.int(3, 7))).toEqual(draws);
    expect(new Set(draws)).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(createPrng('x').sample([1, 2, 3, 4], 4).sort()).toEqual([1, 2, 3, 4]);
  });

  it('derives stable objectIds from natural keys', () => {
    expect(demoObjectId('market:vail')).toBe(demoObjectId('market:vail'));
    expect(demoObjectId('market:vail')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(demoObjectId('market:vail')).not.toBe(demoObjectId('market:aspen'));
  });
});

describe('npm run seed arguments', () => {
  const today = '2030-01-01';

  it('default to the demo catalog of today', () => {
    expect(parseSeedArgs([], today)).toEqual({ homes: 300, seed: 'keyhaven', anchor: today });
  });

  it('read --homes, --seed and --anchor', () => {
    expect(parseSeedArgs(['--homes', '10000', '--seed', 'bench', '--anchor', '2031-05-06'], today)).toEqual({
      homes: 10000,
      seed: 'bench',
      anchor: '2031-05-06',
    });
    expect(parseSeedArgs(['--help'], today)).toEqual({ help: true });
  });

  it.each([
    [['--homes', 'many'], '--homes must be a whole number'],
    [['--homes=-5'], '--homes must be a whole number'],
    [['--anchor', 'June'], '--anchor must be a date'],
    [['--seed', ' '], '--seed must not be empty'],
    [['--color'], "Unknown option '--color'"],
  ])('refuse %j', (argv, message) => {
    expect(() => parseSeedArgs(argv, today)).toThrow(message);
  });
});
