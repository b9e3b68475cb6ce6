import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_INTEGRATION_PRICE } from '../../../server/catalog/instant-pricing.routes.js';
import { SIMILAR_HOMES } from '../../../server/catalog/similar-homes.js';
import { SimilarListingList } from '../../../src/adapters/rest/wire/listing-lists.wire.js';
import { InstantPricing } from '../../../src/core/listing/instant-pricing.entity.js';
import { Listing } from '../../../src/core/listing/listing.entity.js';
import { PRICING_SETTINGS } from '../../../src/core/listing/pricing-setting.rule.js';
import { listingPricingCents } from '../../../src/core/pricing/listing-pricing.entity.js';
import { listingTotal } from '../../../src/core/pricing/listing-total.rule.js';
import { addDays, weekdayOf } from '../../../src/core/shared/calendar-day.js';
import { cents } from '../../../src/core/shared/money.js';
import {
  addFixtureDestination,
  addFixtureMarket,
  addHomes,
  type FixtureDestination,
  fixtureHome,
} from '../support/catalog-fixtures.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

const NOT_FOUND = { message: 'Home not found' };

describe.each(testEngines())('a home, its price and similar homes on %s', (engine) => {
  let h: CatalogHarness;
  /** A Monday at least 30 days after the seed day: the stays below are built from it. */
  let monday: string;
  let lake: FixtureDestination;
  const day = (offset: number) => addDays(monday, offset);
  const price = (id: string, query: string) => h.get(`/api/listing/${id}/instant-pricing?${query}`);
  const party = 'adultCount=2&childCount=0&infantCount=0&petCount=0';

  beforeAll(async () => {
    h = await openCatalogHarness(engine);
    monday = addDays(h.anchor, 30);
    while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
    const marketId = await addFixtureMarket(h.db, { slug: 'pricing-lakes', taxRateBps: 1000 });
    lake = await addFixtureDestination(h.db, {
      slug: 'pricing-lake',
      name: 'Pricing Lake',
      marketId,
      latitude: 10,
      longitude: 10,
    });
    const other = await addFixtureDestination(h.db, {
      slug: 'pricing-bay',
      name: 'Pricing Bay',
      marketId,
      latitude: 10.5,
      longitude: 10.5,
    });
    const offsetOfMonday = Math.round((Date.parse(monday) - Date.parse(h.anchor)) / 86_400_000);
    await addHomes(h.db, [
      fixtureHome('px-home', lake, h.anchor, {
        name: 'Pricing Lake House',
        description: 'Priced for tests.',
        booking_setting: 'Streamline Instant Booking',
        pricing_setting: 'Streamline Instant Pricing',
        nightly_rate_cents: 20_000,
        weekend_uplift_percent: 15,
        security_deposit_cents: 50_000,
        minimum_stay_nights: 2,
        max_guests: 4,
        pets_allowed: true,
        bedrooms: 2,
        images: ['/media/homes/px-home/1.svg'],
        fees: [
          { name: 'Cleaning fee', amount_cents: 15_000, charged: 'stay' },
          { name: 'Pet fee', amount_cents: 7_500, charged: 'pets' },
        ],
        amenities: ['kayaks', 'wifi'],
        // Taken from the second Tuesday to the second Friday.
        unavailable: [{ from: offsetOfMonday + 8, to: offsetOfMonday + 11, kind: 'reserved' }],
      }),
      ...PRICING_SETTINGS.map((setting, i) =>
        fixtureHome(`px-setting-${i}`, i < 3 ? lake : other, h.anchor, {
          pricing_setting: setting,
          bedrooms: 2 + i,
          nightly_rate_cents: 20_000,
        }),
      ),
    ]);
  });
  afterAll(() => h.dispose());

  describe('GET /api/listing/{id}/instant-pricing', () => {
    it('prices a week: weekend nights 15% up, fees, tax on rate and fees, the deposit apart', async () => {
      const response = await price('px-home', `startDate=${day(0)}&endDate=${day(7)}&${party}`);
      expect(response.status).toBe(200);
      const pricing = decodeWith(InstantPricing, response.body);
      expect(response.body).toEqual({
        reliability: 'exact',
        averageBaseRateDescription: '$209 avg/night',
        errorMessage: null,
        pricing: {
          // Five weeknights at $200 and Friday and Saturday at $230.
          totalBaseRate: 1460,
          pricingFees: [{ name: 'Cleaning fee', amount: 150 }],
          // 10 % of $1,460 + $150.
          taxes: 161,
          securityDeposit: 500,
        },
      });
      // The app's own total (docs/product/constants.md#price-totals) over the host's parts:
      // $1,460 + $150 + $161 + $500.
      const parts = listingPricingCents(pricing.pricing ?? { pricingFees: [] });
      expect(listingTotal({ ...parts, adjustments: [], promos: [], coordination: cents(0) })).toBe(227_100);
    });

    it('charges weekday and weekend nights as they fall', async () => {
      const weekdays = await price('px-home', `startDate=${day(0)}&endDate=${day(3)}&${party}`);
      expect(weekdays.body).toMatchObject({ pricing: { totalBaseRate: 600, taxes: 75 } });
      const weekend = await price('px-home', `startDate=${day(4)}&endDate=${day(6)}&${party}`);
      expect(weekend.body).toMatchObject({
        averageBaseRateDescription: '$230 avg/night',
        pricing: { totalBaseRate: 460, taxes: 61 },
      });
    });

    it('adds pet fees only when pets come', async () => {
      const response = await price(
        'px-home',
        `startDate=${day(0)}&endDate=${day(7)}&adultCount=2&childCount=0&infantCount=0&petCount=1`,
      );
      expect(response.body).toMatchObject({
        pricing: {
          totalBaseRate: 1460,
          pricingFees: [
            { name: 'Cleaning fee', amount: 150 },
            { name: 'Pet fee', amount: 75 },
          ],
          taxes: 168.5,
        },
      });
    });

    it('says how reliable the price is by pricing setting', async () => {
      const expected: Record<string, [string, string]> = {
        'Streamline Instant Pricing': ['exact', '$209 avg/night'],
        'Escapia Instant Pricing': ['exact', '$209 avg/night'],
        'Track Instant Pricing': ['exact', '$209 avg/night'],
        'Expedia Instant Pricing': ['exact', '$209 avg/night'],
        'Cached Pricing': ['expected', '$209 avg/night'],
        'Average Price': ['estimated', 'About $209 avg/night'],
      };
      for (const [i, setting] of PRICING_SETTINGS.entries()) {
        const response = await price(`px-setting-${i}`, `startDate=${day(0)}&endDate=${day(7)}&${party}`);
        const [reliability, description] = expected[setting] ?? [];
        expect(decodeWith(InstantPricing, response.body)).toMatchObject({
          reliability,
          averageBaseRateDescription: description,
        });
      }
    });

    it('counts adults and children against the home, never infants', async () => {
      const infants = await price(
        'px-home',
        `startDate=${day(0)}&endDate=${day(2)}&adultCount=2&childCount=2&infantCount=3&petCount=0`,
      );
      expect(infants.status).toBe(200);
    });

    it.each([
      [
        'too many guests',
        () => `startDate=${day(0)}&endDate=${day(2)}&adultCount=3&childCount=2&infantCount=0&petCount=0`,
        'This home sleeps up to 4 guests (infants do not count). Please choose fewer guests or a larger home.',
      ],
      [
        'too short a stay',
        () => `startDate=${day(0)}&endDate=${day(1)}&${party}`,
        'This home has a 2-night minimum stay. Please choose at least 2 nights.',
      ],
      [
        'no adult',
        () => `startDate=${day(0)}&endDate=${day(2)}&adultCount=0&childCount=2&infantCount=0&petCount=0`,
        'At least one adult must be on the stay. Please add an adult.',
      ],
      [
        'a check-in that has passed',
        () => `startDate=${addDays(h.anchor, -3)}&endDate=${addDays(h.anchor, 2)}&${party}`,
        'The check-in date has passed. Please choose new dates.',
      ],
    ])('answers 400 for %s with a message the guest can act on', async (_case, query, message) => {
      const response = await price('px-home', query());
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('answers 400 for dates the home is taken, naming them', async () => {
      const response = await price('px-home', `startDate=${day(7)}&endDate=${day(9)}&${party}`);
      expect(response.status).toBe(400);
      expect((response.body as { message: string }).message).toMatch(
        /^Unfortunately, these dates are unavailable: the home is booked from \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}\. Please choose new dates\.$/,
      );
      // The stay before may end the day the reservation starts, the one after start the day it ends.
      expect((await price('px-home', `startDate=${day(6)}&endDate=${day(8)}&${party}`)).status).toBe(200);
      expect((await price('px-home', `startDate=${day(11)}&endDate=${day(13)}&${party}`)).status).toBe(200);
    });

    it('answers 400 for pets where pets are not allowed', async () => {
      const response = await price(
        'px-setting-0',
        `startDate=${day(0)}&endDate=${day(2)}&adultCount=1&childCount=0&infantCount=0&petCount=2`,
      );
      expect(response.body).toEqual({
        message: 'This home does not allow pets. Please choose a pet-friendly home.',
      });
    });

    it('integrationPriceOnly: the integration price, or a 400 where the home has none', async () => {
      const live = await price(
        'px-home',
        `startDate=${day(0)}&endDate=${day(2)}&${party}&integrationPriceOnly=true`,
      );
      expect(live.status).toBe(200);
      const cached = PRICING_SETTINGS.indexOf('Cached Pricing');
      const none = await price(
        `px-setting-${cached}`,
        `startDate=${day(0)}&endDate=${day(2)}&${party}&integrationPriceOnly=true`,
      );
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ message: NO_INTEGRATION_PRICE });
    });

    it.each([
      ['', 'startDate is required'],
      ['startDate=2031-01-01', 'endDate is required'],
      ['startDate=2031-01-05&endDate=2031-01-01', 'endDate must be after startDate'],
      ['startDate=01/05/2031&endDate=2031-01-09', 'startDate must be a date like 2030-06-01'],
      ['startDate=2031-01-05&endDate=2031-01-09&adultCount=1.5', 'adultCount must be integer'],
      ['startDate=2031-01-05&endDate=2031-01-09&petCount=-2', 'petCount must be >= 0'],
      [
        'startDate=2031-01-05&endDate=2031-01-09&integrationPriceOnly=perhaps',
        'integrationPriceOnly must be boolean',
      ],
    ])('answers 400 for "%s": %s', async (query, message) => {
      const response = await price('px-home', query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('answers 404 for an unknown home and 400 for a malformed id', async () => {
      const unknown = await price('nope', `startDate=${day(0)}&endDate=${day(2)}&${party}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(NOT_FOUND);
      const malformed = await price('a%20b', `startDate=${day(0)}&endDate=${day(2)}&${party}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: 'listingId must match pattern "^[A-Za-z0-9_-]{1,64}$"' });
    });

    it('prices demo homes of every pricing setting', async () => {
      const { rows } = await h.db.query<{ id: string; pricing_setting: string; minimum_stay_nights: number }>(
        `select distinct on (pricing_setting) id, pricing_setting, minimum_stay_nights from listings l
          where id not like 'px-%' and not exists (select 1 from listing_unavailable_ranges u
                where u.listing_id = l.id and u.stay && daterange($1::date, $2::date))
          order by pricing_setting, id`,
        [day(0), day(14)],
      );
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        const response = await price(row.id, `startDate=${day(0)}&endDate=${day(7)}&adultCount=1`);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        decodeWith(InstantPricing, response.body);
      }
    });
  });

  describe('GET /api/guest-listing/{id}', () => {
    it('answers the home with its page details and taken nights', async () => {
      const response = await h.get('/api/guest-listing/px-home');
      expect(response.status).toBe(200);
      const listing = decodeWith(Listing, response.body);
      expect(listing).toMatchObject({
        objectId: 'px-home',
        name: 'Pricing Lake House',
        primaryDestination: { name: 'Pricing Lake' },
        primaryDestinationName: 'Pricing Lake',
        bookingSetting: 'Streamline Instant Booking',
        pricingSetting: 'Streamline Instant Pricing',
        images: ['/media/homes/px-home/1.svg'],
        latLngLocation: { lat: 10, lng: 10 },
      });
      // When the stay begins and ends (040's defaults): the page shows them with the policy.
      expect(response.body).toMatchObject({ checkInTime: '16:00', checkOutTime: '10:00' });
      expect(response.body).toMatchObject({
        description: 'Priced for tests.',
        maxGuests: 4,
        petsAllowed: true,
        nightlyRate: 200,
        weekendNightlyRate: 230,
        minimumStay: 2,
        securityDeposit: 500,
        taxRatePercent: 10,
        fees: [
          { name: 'Cleaning fee', amount: 150, chargedFor: 'stay' },
          { name: 'Pet fee', amount: 75, chargedFor: 'pets' },
        ],
        amenities: [
          { objectId: expect.any(String), name: 'Wi-Fi' },
          { objectId: expect.any(String), name: 'Kayaks' },
        ],
        market: { slug: 'pricing-lakes' },
        unavailableDates: [{ startDate: day(8), endDate: day(11) }],
      });
      expect(response.body).not.toHaveProperty('stay');
    });

    it('with dates, says whether the home can be had for them', async () => {
      const free = await h.get(`/api/guest-listing/px-home?startDate=${day(0)}&endDate=${day(3)}`);
      expect(free.body).toMatchObject({
        stay: { startDate: day(0), endDate: day(3), nights: 3, isAvailable: true, message: null },
      });
      const taken = await h.get(`/api/guest-listing/px-home?startDate=${day(9)}&endDate=${day(12)}`);
      expect(taken.body).toMatchObject({ stay: { isAvailable: false } });
      expect((taken.body as { stay: { message: string } }).stay.message).toMatch(/^Unfortunately/);
    });

    it('answers every demo home', async () => {
      const { rows } = await h.db.query<{ id: string }>(
        `select id from listings where id not like 'px-%' limit 5`,
      );
      for (const { id } of rows) decodeWith(Listing, (await h.get(`/api/guest-listing/${id}`)).body);
    });

    it('answers 404 for an unknown home and 400 for bad dates', async () => {
      expect(await h.get('/api/guest-listing/nope')).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await h.get('/api/guest-listing/px-home?startDate=2031-01-01')).toMatchObject({
        status: 400,
        body: { message: 'endDate is required' },
      });
    });
  });

  describe('GET /api/listing/{id}/similar', () => {
    it('answers homes of the same market, its own destination first, never itself', async () => {
      const response = await h.get('/api/listing/px-home/similar');
      expect(response.status).toBe(200);
      const similar = decodeWith(SimilarListingList, response.body);
      expect(similar.map((home) => home.objectId)).toEqual([
        'px-setting-0',
        'px-setting-1',
        'px-setting-2',
        'px-setting-3',
        'px-setting-4',
        'px-setting-5',
      ]);
      expect(similar.map((home) => home.primaryDestinationName).slice(0, 3)).toEqual([
        'Pricing Lake',
        'Pricing Lake',
        'Pricing Lake',
      ]);
    });

    it('with dates, only homes free for them, each with its price', async () => {
      const { rows } = await h.db.query<{ id: string }>(
        `select l.id from listings l join destinations d on d.id = l.destination_id
          where d.slug = 'vail' order by l.id limit 1`,
      );
      const id = rows[0]?.id ?? '';
      const response = await h.get(`/api/listing/${id}/similar?startDate=${day(0)}&endDate=${day(7)}`);
      const similar = decodeWith(SimilarListingList, response.body);
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(SIMILAR_HOMES);
      for (const home of similar) {
        expect(home.objectId).not.toBe(id);
        expect(home.instantPricing?.pricing?.totalBaseRate).toBeGreaterThan(0);
        const taken = await h.db.query(
          `select 1 from listing_unavailable_ranges where listing_id = $1 and stay && daterange($2::date, $3::date)`,
          [home.objectId, day(0), day(7)],
        );
        expect(taken.rows).toEqual([]);
      }
    });

    it('answers 404 for an unknown home', async () => {
      expect(await h.get('/api/listing/nope/similar')).toMatchObject({ status: 404, body: NOT_FOUND });
    });
  });
});
