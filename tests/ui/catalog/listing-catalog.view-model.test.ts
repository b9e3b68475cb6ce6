import 'reflect-metadata';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryAnalytics } from '../../../src/adapters/analytics/in-memory-analytics.js';
import { ManualClock } from '../../../src/adapters/clock/manual-clock.js';
import { InMemoryErrorReporter } from '../../../src/adapters/error-reporting/in-memory-error-reporter.js';
import { readConfig } from '../../../src/config.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { ListingCatalogViewModel } from '../../../src/ui/catalog/listing-catalog.view-model.js';
import {
  deferred,
  home,
  InMemoryListingCatalog,
  InMemoryListings,
  pricing,
  searchAnswer,
  settle,
} from './catalog-fixtures.js';

const setup = () => {
  const catalog = new InMemoryListingCatalog();
  const listings = new InMemoryListings();
  const errors = new InMemoryErrorReporter();
  const clock = new ManualClock('2030-03-10T15:00:00.000Z');
  const config = readConfig({ PUBLIC_SUPPORT_PHONE: '303-555-0199' });
  const analytics = new InMemoryAnalytics();
  const vm = new ListingCatalogViewModel(catalog, listings, errors, clock, config, analytics);
  return { vm, catalog, listings, errors, clock, analytics };
};

describe('ListingCatalogViewModel: the catalog', () => {
  it('loads the catalog and the destinations the search suggests', async () => {
    const { vm } = setup();
    expect(vm.catalog.status).toBe('loading');
    await vm.pageOpened();
    expect(vm.catalog.status).toBe('ready');
    expect(vm.destinations.map((d) => d.name)).toEqual(['Lake Tahoe', 'Aspen', 'Los Cabos']);
  });

  it("a catalog that fails to load is 'Search Unavailable' with the phone number to call", async () => {
    const { vm, catalog, errors } = setup();
    catalog.catalogAnswer = () => E.left(appError('http', 'Boom', { status: 503 }));
    await vm.pageOpened();
    expect(vm.catalog.status).toBe('failed');
    if (vm.catalog.status !== 'failed') return;
    expect(vm.catalog.error).toMatchObject({ kind: 'page-load', header: 'Search Unavailable', status: 503 });
    expect(vm.catalog.error.message).toContain('(303) 555-0199');
    expect(vm.phone.href).toBe('tel:+13035550199');
    expect(errors.reports).toHaveLength(1); // and whoever runs the host hears of it
  });

  it('failed destinations are reported and the catalog destinations suggest instead', async () => {
    const { vm, catalog, errors } = setup();
    catalog.destinationsAnswer = () => E.left(appError('network', 'offline'));
    await vm.pageOpened();
    expect(errors.reports).toHaveLength(1);
    expect(vm.destinations.map((d) => d.name)).toContain('Aspen');
  });

  it('suggests destinations by name and by alias', async () => {
    const { vm } = setup();
    await vm.pageOpened();
    vm.form.destinationTyped('SNOW');
    expect(vm.suggestions).toEqual([{ name: 'Aspen', alias: 'Snowmass' }]);
    vm.form.destinationTyped('a');
    // Names starting with the text first, then the alphabet.
    expect(vm.suggestions.map((s) => s.name)).toEqual(['Aspen', 'Lake Tahoe', 'Los Cabos']);
    vm.form.destinationTyped('  ');
    expect(vm.suggestions).toEqual([]);
  });
});

describe('ListingCatalogViewModel: the search in the address bar', () => {
  it('searches what the address says, the form showing it', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged(
      '?listing_destination=Aspen&listing_start_date=2030-04-01&listing_end_date=2030-04-05&listing_adults=2&filter_pets_allowed=true',
    );
    await settle();
    expect(catalog.searches).toEqual([
      {
        destination: 'Aspen',
        startDate: '2030-04-01',
        endDate: '2030-04-05',
        adultCount: 2,
        petsAllowed: true,
      },
    ]);
    expect(vm.form.destination).toBe('Aspen');
    expect(vm.form.checkOut).toBe('2030-04-05');
    expect(vm.form.guests.adultCount).toBe(2);
    expect(vm.appliedFilters.petsAllowed).toBe(true);
  });

  it('bad parameters are dropped, never sent and never a crash', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged(
      '?listing_destination=Aspen&listing_adults=lots&listing_start_date=2030-02-30&filter_bedrooms=-1',
    );
    await settle();
    expect(catalog.searches).toEqual([{ destination: 'Aspen' }]);
  });

  it('a check-in without a check-out searches without dates (the host takes both or neither)', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged('?listing_destination=Aspen&listing_start_date=2030-04-01');
    await settle();
    expect(catalog.searches).toEqual([{ destination: 'Aspen' }]);
    expect(vm.form.checkIn).toBe('2030-04-01');
  });

  it('a stay that has passed (an old link) searches without dates and says so', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged('?listing_destination=Aspen&listing_start_date=2030-03-01&listing_end_date=2030-03-05');
    await settle();
    expect(catalog.searches).toEqual([{ destination: 'Aspen' }]);
    expect(vm.form.checkIn).toBe('');
    expect(vm.datesPassed).toBe(true);
    vm.urlChanged('?listing_destination=Aspen&listing_start_date=2030-03-10&listing_end_date=2030-03-12');
    expect(vm.datesPassed).toBe(false);
    expect(vm.form.checkIn).toBe('2030-03-10');
  });

  it('no search terms: no search, the catalog shows', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged('?utm_source=mail');
    await settle();
    expect(catalog.searches).toEqual([]);
    expect(vm.results.kind).toBe('browsing');
  });

  it('another parameter changing does not search again', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged('?listing_destination=Aspen');
    vm.urlChanged('?listing_destination=Aspen&utm_source=x');
    await settle();
    expect(catalog.searches).toHaveLength(1);
  });

  it('submitting gives the address of the search, other parameters kept', async () => {
    const { vm } = setup();
    vm.urlChanged('?utm_source=mail&filter_bedrooms=3');
    vm.form.destinationTyped('  Lake Tahoe ');
    vm.form.checkInChosen('2030-04-01');
    vm.form.checkOutChosen('2030-04-06');
    vm.form.guestCountChanged('adultCount', 2);
    vm.form.guestCountChanged('petCount', 1);
    const params = new URLSearchParams(vm.searchSubmitted());
    expect(Object.fromEntries(params)).toEqual({
      utm_source: 'mail',
      listing_destination: 'Lake Tahoe',
      listing_start_date: '2030-04-01',
      listing_end_date: '2030-04-06',
      listing_adults: '2',
      listing_pets: '1',
      filter_bedrooms: '3',
    });
  });

  it('a check-in on or after the check-out clears the check-out', () => {
    const { vm } = setup();
    vm.form.checkInChosen('2030-04-01');
    vm.form.checkOutChosen('2030-04-03');
    vm.form.checkInChosen('2030-04-03');
    expect(vm.form.checkOut).toBe('');
  });

  it('the earliest check-in is today', () => {
    expect(setup().vm.today).toBe('2030-03-10');
  });
});

describe('ListingCatalogViewModel: results', () => {
  it('skeletons while the first search runs, then exact matches, then the homes that almost match', async () => {
    const { vm, catalog } = setup();
    const answer = deferred<ReturnType<typeof E.right<never, ReturnType<typeof searchAnswer>>>>();
    catalog.searchAnswer = () => answer.promise;
    vm.urlChanged('?listing_destination=Aspen');
    expect(vm.results.kind).toBe('searching');
    answer.resolve(
      E.right(
        searchAnswer(
          [home('e1'), home('e2')],
          [home('p1', { unmetTerms: ['petsAllowed', 'minRooms'] })],
          1200,
        ),
      ),
    );
    await settle();
    const { results } = vm;
    expect(results.kind).toBe('results');
    if (results.kind !== 'results') return;
    expect(results.exact.map((c) => c.id)).toEqual(['e1', 'e2']);
    expect(results.partial[0]?.misses).toEqual(['Pets allowed', 'Bedrooms']);
    expect(results.numExactMatches).toBe(1200);
  });

  it('a first answer with map points: every home is listed and mapped, and a card shown without its card asks for it', async () => {
    const { vm, catalog } = setup();
    const ids = Array.from({ length: 30 }, (_, i) => `h${i}`);
    catalog.searchAnswer = () =>
      E.right({
        ...searchAnswer(
          ids.slice(0, 24).map((id) => home(id)),
          [],
          30,
        ),
        mapPoints: ids.map((id, i) => ({
          id,
          lat: 39 + i / 100,
          lng: -106,
          nightlyRate: 100 + i,
          exact: i < 28,
          unmetTerms: i < 28 ? [] : ['petsAllowed'],
        })),
      });
    vm.urlChanged('?listing_destination=Aspen');
    await settle();
    const first = vm.results;
    if (first.kind !== 'results') throw new Error('no results');
    expect(first.exact.map((c) => c.id)).toEqual(ids.slice(0, 28));
    expect(first.exact.map((c) => c.pending)).toEqual([...Array(24).fill(false), ...Array(4).fill(true)]);
    expect(first.partial.map((c) => [c.id, c.misses])).toEqual([
      ['h28', ['Pets allowed']],
      ['h29', ['Pets allowed']],
    ]);
    // The map shows every home from the first answer alone, a placeholder at its 'from' rate.
    expect(vm.shown.mapHomes).toHaveLength(30);
    expect(vm.shown.mapHomes[29]).toMatchObject({ id: 'h29', lat: 39.29, label: 'From $129' });
    vm.shown.markersShown(['h25', 'h26']);
    expect(catalog.cardAsks).toEqual([]); // a marker needs no card
    vm.shown.cardShown('h3');
    vm.shown.cardShown('h25');
    vm.shown.cardShown('h26');
    await settle();
    expect(catalog.cardAsks).toEqual([['h25', 'h26', 'h27', 'h28', 'h29']]);
    const after = vm.results;
    if (after.kind !== 'results') throw new Error('no results');
    expect(after.exact[25]).toMatchObject({ id: 'h25', name: 'Villa h25', pending: false });
    expect(catalog.searches).toHaveLength(1);
  });

  it('a failed search is reported and what was shown stays', async () => {
    const { vm, catalog, errors } = setup();
    vm.urlChanged('?listing_destination=Aspen');
    await settle();
    catalog.searchAnswer = () => E.left(appError('http', 'Bad', { status: 500 }));
    vm.urlChanged('?listing_destination=Vail');
    await settle();
    expect(errors.reports).toHaveLength(1);
    expect(vm.results.kind === 'results' && vm.results.exact.map((c) => c.id)).toEqual(['h1']);
  });

  it('with dates, a card shown asks for its all-in price for the stay; without dates it shows its from price', async () => {
    const { vm, listings } = setup();
    vm.urlChanged('?listing_destination=Aspen');
    await vm.prices.cardShown('h1');
    expect(listings.calls).toEqual([]);
    expect(vm.prices.priceOf('h1')).toEqual({ status: 'no-stay' });

    vm.urlChanged(
      '?listing_destination=Aspen&listing_start_date=2030-04-01&listing_end_date=2030-04-05&listing_children=1',
    );
    const pending = vm.prices.cardShown('h1');
    expect(vm.prices.priceOf('h1')).toEqual({ status: 'pricing' });
    await pending;
    expect(listings.calls[0]).toEqual({
      listingId: 'h1',
      query: {
        startDate: '2030-04-01',
        endDate: '2030-04-05',
        adultCount: 1,
        childCount: 1,
        infantCount: 0,
        petCount: 0,
      },
    });
    // Base 5,000 + fees 300 + taxes 400 + deposit 1,000, in cents
    // (docs/product/constants.md#price-totals).
    expect(vm.prices.priceOf('h1')).toEqual({ status: 'priced', total: 670_000, nights: 4 });
    await vm.prices.cardShown('h1');
    expect(listings.calls).toHaveLength(1); // kept for the stay
  });

  it('a home that cannot be priced says why when the host did', async () => {
    const { vm, listings } = setup();
    const reason = 'Minimum stay is 5 nights';
    listings.answer = () => E.left(appError('rejected', reason, { status: 400, hostMessage: reason }));
    vm.urlChanged('?listing_start_date=2030-04-01&listing_end_date=2030-04-02');
    await vm.prices.cardShown('h1');
    expect(vm.prices.priceOf('h1')).toEqual({ status: 'unpriced', message: 'Minimum stay is 5 nights' });
  });

  it('a price answer that cannot be read shows no price and is reported, as a broken contract', async () => {
    const { vm, listings, errors } = setup();
    const garbled = appError('decode', 'Unexpected instant price: reliability: expected exact | ...');
    listings.answer = () => E.left(garbled);
    vm.urlChanged('?listing_start_date=2030-04-01&listing_end_date=2030-04-02');
    await vm.prices.cardShown('h1');
    expect(vm.prices.priceOf('h1')).toEqual({ status: 'unpriced', message: null });
    expect(errors.reports).toEqual([{ error: garbled, context: { during: 'pricing a stay' } }]);
  });

  it('a broken photo is reported once', () => {
    const { vm, errors } = setup();
    vm.imageFailed('sized', '/media/homes/h1/front.svg');
    vm.imageFailed('sized', '/media/homes/h1/front.svg');
    expect(errors.reports.map((r) => (r.error as Error).message)).toEqual([
      'No sized image found for /media/homes/h1/front.svg',
    ]);
  });
});

describe('ListingCatalogViewModel: filters', () => {
  it('the panel counts the homes its choices match, then applies them to the address', async () => {
    const { vm, catalog } = setup();
    vm.urlChanged('?listing_destination=Aspen&utm_source=x');
    vm.filtersOpened();
    await settle();
    expect(catalog.counts).toEqual([{ destination: 'Aspen' }]);
    expect(vm.draft.count).toEqual({ status: 'counted', count: 7 });

    catalog.countAnswer = (terms) => E.right({ numExactMatches: terms.petsAllowed ? 3 : 7 });
    vm.draft.changed({ petsAllowed: true, minRooms: 4 });
    vm.draft.amenityToggled('Hot tub', true);
    await settle();
    expect(catalog.counts.at(-1)).toEqual({
      destination: 'Aspen',
      petsAllowed: true,
      minRooms: 4,
      amenities: ['Hot tub'],
    });
    expect(vm.draft.count).toEqual({ status: 'counted', count: 3 });

    const params = Object.fromEntries(new URLSearchParams(vm.filtersApplied()));
    expect(params).toEqual({
      utm_source: 'x',
      listing_destination: 'Aspen',
      filter_bedrooms: '4',
      filter_amenities: 'Hot tub',
      filter_pets_allowed: 'true',
    });
    expect(vm.filtersOpen).toBe(false);
  });

  it('only the latest count shows; a failed count is reported and shows no number', async () => {
    const { vm, catalog, errors } = setup();
    const slow = deferred<E.Either<never, { numExactMatches: number }>>();
    catalog.countAnswer = () => slow.promise;
    vm.filtersOpened();
    catalog.countAnswer = () => E.left(appError('network', 'offline'));
    vm.draft.changed({ eventsAllowed: true });
    await settle();
    slow.resolve(E.right({ numExactMatches: 99 }));
    await settle();
    expect(vm.draft.count).toEqual({ status: 'unknown' });
    expect(errors.reports).toHaveLength(1);
  });

  it("a choice shows at once; its count is asked for in a task of its own, once for the task's last choices", async () => {
    const { vm, catalog } = setup();
    vm.urlChanged('?listing_destination=Aspen');
    vm.filtersOpened();
    // The click that opened the panel paints before the request is made.
    expect(vm.draft.count).toEqual({ status: 'counting' });
    expect(catalog.counts).toEqual([]);
    await settle();
    expect(catalog.counts).toEqual([{ destination: 'Aspen' }]);

    vm.draft.changed({ petsAllowed: true });
    vm.draft.changed({ eventsAllowed: true });
    expect(vm.draft.filters).toMatchObject({ petsAllowed: true, eventsAllowed: true });
    expect(vm.draft.count).toEqual({ status: 'counting' });
    expect(catalog.counts).toHaveLength(1);
    await settle();
    expect(catalog.counts.slice(1)).toEqual([
      { destination: 'Aspen', petsAllowed: true, eventsAllowed: true },
    ]);
    expect(vm.draft.count).toEqual({ status: 'counted', count: 7 });
  });

  it('clearing the filters removes them from the address', () => {
    const { vm } = setup();
    vm.urlChanged('?filter_bedrooms=3&filter_events_allowed=true&listing_adults=2');
    vm.filtersOpened();
    vm.draft.cleared();
    expect(vm.filtersApplied()).toBe('?listing_adults=2');
  });
});

describe('ListingCatalogViewModel: the map', () => {
  it("toggles between list and map; without dates the map shows every result with a place and its 'from' rate a night", async () => {
    const { vm, catalog } = setup();
    catalog.searchAnswer = () =>
      E.right(
        searchAnswer(
          [home('e1', { latLngLocation: { lat: 39.19, lng: -106.82 } }), home('e2')],
          [home('p1', { latLngLocation: { lat: 39.2, lng: -106.8 }, nightlyRate: 12_500 })],
        ),
      );
    vm.urlChanged('?listing_destination=Aspen');
    await settle();
    expect(vm.resultsType).toBe('list');
    // The choice lives in the address: the toggle answers where to go, and the page goes there.
    const toMap = vm.mapToggled();
    expect(toMap).toBe('?listing_destination=Aspen&listing_view=map');
    vm.urlChanged(toMap);
    expect(vm.resultsType).toBe('map');
    expect(catalog.searches).toHaveLength(1); // the same search: not asked again
    expect(vm.mapToggled()).toBe('?listing_destination=Aspen');
    expect(vm.shown.mapHomes).toEqual([
      {
        id: 'e1',
        name: 'Villa e1',
        lat: 39.19,
        lng: -106.82,
        label: 'From $1,250',
        priceWords: 'from $1,250 / night',
      },
      {
        id: 'p1',
        name: 'Villa p1',
        lat: 39.2,
        lng: -106.8,
        label: 'From $12,500',
        priceWords: 'from $12,500 / night',
      },
    ]);
    expect(vm.mapFitsResults).toBe(true);
  });

  it('asks instant prices only for homes that can take the stay: a near match too small or without pets is not asked', async () => {
    const { vm, catalog, listings } = setup();
    catalog.searchAnswer = () =>
      E.right(
        searchAnswer(
          [home('e1')],
          [
            home('p-small', { unmetTerms: ['guests'] }),
            home('p-pets', { unmetTerms: ['petsAllowed', 'amenities'] }),
            home('p-pool', { unmetTerms: ['amenities'] }),
          ],
        ),
      );
    vm.urlChanged(
      '?listing_destination=Aspen&listing_start_date=2030-04-01&listing_end_date=2030-04-05&listing_adults=9&listing_pets=1',
    );
    await settle();
    for (const id of ['e1', 'p-small', 'p-pets', 'p-pool']) vm.shown.cardShown(id);
    await settle();
    expect(listings.calls.map((call) => call.listingId)).toEqual(['e1', 'p-pool']);
    expect(vm.shown.priceOf({ id: 'p-small', nightlyFrom: null })).toEqual({
      figure: null,
      checking: false,
      why: 'Sleeps fewer guests than your party',
    });
    expect(vm.prices.priceOf('p-pets')).toEqual({ status: 'unpriced', message: 'Does not allow pets' });
    expect(vm.prices.priceOf('p-pool')).toMatchObject({ status: 'priced' });
  });

  it('a marker in view asks for a price by the same rule: a home that cannot take the stay is not asked', async () => {
    const { vm, catalog, listings } = setup();
    catalog.searchAnswer = () =>
      E.right(
        searchAnswer(
          [home('e1')],
          [home('p-small', { unmetTerms: ['guests'] }), home('p-pool', { unmetTerms: ['amenities'] })],
        ),
      );
    vm.urlChanged(
      '?listing_destination=Aspen&listing_start_date=2030-04-01&listing_end_date=2030-04-05&listing_adults=9',
    );
    await settle();
    vm.shown.markersShown(['e1', 'p-small', 'p-pool']);
    await settle();
    expect(listings.calls.map((call) => call.listingId)).toEqual(['e1', 'p-pool']);
  });

  it("with dates, a marker shows the stay's total its card shows, read from the same price", async () => {
    const { vm, catalog, listings } = setup();
    catalog.searchAnswer = () =>
      E.right(
        searchAnswer([
          home('e1', { latLngLocation: { lat: 39.19, lng: -106.82 } }),
          home('e2', { latLngLocation: { lat: 39.2, lng: -106.81 } }),
          home('e3', { latLngLocation: { lat: 39.21, lng: -106.8 }, nightlyRate: null }),
        ]),
      );
    const reason = 'Minimum stay is 5 nights';
    listings.answer = (id) =>
      id === 'e2'
        ? E.left(appError('rejected', reason, { status: 400, hostMessage: reason }))
        : E.right(pricing({ base: 5000, fees: [300], taxes: 400, deposit: 1000 }));
    vm.urlChanged('?listing_destination=Aspen&listing_start_date=2030-04-01&listing_end_date=2030-04-05');
    await settle();
    const cards = vm.results.kind === 'results' ? vm.results.exact : [];
    const marker = (id: string) => vm.shown.mapHomes.find((home) => home.id === id);
    const [e1, e2, e3] = cards;
    if (!e1 || !e2 || !e3) throw new Error('three cards expected');

    // Not priced yet: the 'from' rate a night, marked as such, on the card and the marker alike.
    expect(vm.shown.priceOf(e1)).toEqual({
      figure: { per: 'night', amount: 125_000 },
      checking: true,
      why: null,
    });
    expect(marker('e1')).toMatchObject({ label: 'From $1,250', priceWords: 'from $1,250 / night' });
    // No price at all: the marker shows the home's name and says no price.
    expect(marker('e3')).toMatchObject({ label: 'Villa e3', priceWords: '' });

    await Promise.all(cards.map((card) => vm.prices.cardShown(card.id)));
    expect(vm.shown.priceOf(e1).figure).toEqual({ per: 'stay', amount: 670_000, nights: 4 });
    expect(marker('e1')).toMatchObject({ label: '$6,700', priceWords: '$6,700 total for 4 nights' });
    expect(marker('e3')).toMatchObject({ label: '$6,700', priceWords: '$6,700 total for 4 nights' });
    // A stay the host would not price: the card says why under its 'from' rate, the marker shows that rate.
    expect(vm.shown.priceOf(e2)).toEqual({
      figure: { per: 'night', amount: 125_000 },
      checking: false,
      why: 'Minimum stay is 5 nights',
    });
    expect(marker('e2')).toMatchObject({ label: 'From $1,250', priceWords: 'from $1,250 / night' });

    // Other dates: every price starts afresh, markers with it.
    vm.urlChanged('?listing_destination=Aspen&listing_start_date=2030-05-01&listing_end_date=2030-05-08');
    expect(marker('e1')).toMatchObject({ label: 'From $1,250' });
    await vm.prices.cardShown('e1');
    expect(marker('e1')).toMatchObject({ label: '$6,700', priceWords: '$6,700 total for 7 nights' });
  });

  it("with dates, the price markers in view are priced as cards on screen are: the marker shows the card's stay total", async () => {
    const { vm, catalog, listings } = setup();
    catalog.searchAnswer = () =>
      E.right(
        searchAnswer([
          home('e1', { latLngLocation: { lat: 39.19, lng: -106.82 } }),
          home('e2', { latLngLocation: { lat: 39.2, lng: -106.81 } }),
        ]),
      );
    listings.answer = () => E.right(pricing({ base: 5000, fees: [300], taxes: 400, deposit: 1000 }));
    vm.urlChanged('?listing_destination=Aspen');
    await settle();
    vm.shown.markersShown(['e1', 'e2']);
    await settle();
    expect(listings.calls).toEqual([]); // without dates: the 'from' rate, nothing to price
    expect(vm.shown.mapHomes.map((marker) => marker.label)).toEqual(['From $1,250', 'From $1,250']);

    vm.urlChanged('?listing_destination=Aspen&listing_start_date=2030-04-01&listing_end_date=2030-04-05');
    await settle();
    vm.shown.markersShown(['e2']); // e2's card is not on screen: its marker in view asks for it
    await settle();
    expect(listings.calls.map((call) => call.listingId)).toEqual(['e2']);
    const e2 = vm.results.kind === 'results' ? vm.results.exact[1] : undefined;
    if (!e2) throw new Error('two cards expected');
    expect(vm.shown.priceOf(e2).figure).toEqual({ per: 'stay', amount: 670_000, nights: 4 });
    expect(vm.shown.mapHomes.find((marker) => marker.id === 'e2')).toMatchObject({
      label: '$6,700',
      priceWords: '$6,700 total for 4 nights',
    });
    vm.shown.markersShown(['e2']);
    await settle();
    expect(listings.calls).toHaveLength(1); // kept for the stay, as a card's is
  });

  it('moving the map searches its box instead of the destination; a destination typed replaces the box', () => {
    const { vm } = setup();
    vm.urlChanged('?listing_destination=Aspen&listing_adults=2');
    const moved = vm.mapMoved({ north: 39.3, west: -107, south: 39.1, east: -106.7 });
    expect(Object.fromEntries(new URLSearchParams(moved))).toEqual({
      listing_adults: '2',
      listing_north: '39.3',
      listing_west: '-107',
      listing_south: '39.1',
      listing_east: '-106.7',
    });
    vm.urlChanged(moved);
    expect(vm.mapFitsResults).toBe(false); // the map framed this search itself
    vm.form.checkInChosen('2030-04-01');
    expect(vm.searchSubmitted()).toContain('listing_north=39.3'); // dates alone keep the area
    vm.form.destinationTyped('Vail');
    expect(vm.searchSubmitted()).toBe(
      '?listing_destination=Vail&listing_start_date=2030-04-01&listing_adults=2',
    );
  });
});

describe('ListingCatalogViewModel: markers and cards', () => {
  const withPlaces = async () => {
    const setupResult = setup();
    setupResult.catalog.searchAnswer = () =>
      E.right(
        searchAnswer(
          [
            home('e1', { latLngLocation: { lat: 39.19, lng: -106.82 } }),
            home('e2', { latLngLocation: { lat: 39.2, lng: -106.81 } }),
          ],
          [home('p1', { latLngLocation: { lat: 39.21, lng: -106.8 } })],
        ),
      );
    setupResult.vm.urlChanged('?listing_destination=Aspen');
    await settle();
    return setupResult;
  };

  it('a marker chosen highlights its card; choosing it again is a new turn (the list scrolls again)', async () => {
    const { vm } = await withPlaces();
    vm.highlight.markerChosen('e2');
    expect(vm.highlight.highlightedId).toBe('e2');
    expect(vm.shown.chosenHome?.name).toBe('Villa e2');
    const first = vm.highlight.current?.turn;
    vm.highlight.markerChosen('e2');
    expect(vm.highlight.fromMap).toEqual({ id: 'e2', from: 'map', turn: (first ?? 0) + 1 });
    vm.highlight.markerDismissed();
    expect(vm.highlight.current).toBeNull();
    expect(vm.shown.chosenHome).toBeNull();
  });

  it('the keyboard steps through the markers in list order, round the ends', async () => {
    const { vm } = await withPlaces();
    vm.highlight.markerStepped(1);
    expect(vm.shown.chosenHome?.id).toBe('e1');
    vm.highlight.markerStepped(1);
    vm.highlight.markerStepped(1);
    expect(vm.shown.chosenHome?.id).toBe('p1');
    vm.highlight.markerStepped(1);
    expect(vm.shown.chosenHome?.id).toBe('e1');
    vm.highlight.markerStepped(-1);
    expect(vm.shown.chosenHome?.id).toBe('p1');
    vm.highlight.markerDismissed();
    vm.highlight.markerStepped(-1);
    expect(vm.shown.chosenHome?.id).toBe('p1'); // from nothing, back starts at the end
  });

  it('a card pointed at highlights its marker until the pointer or focus leaves it', async () => {
    const { vm } = await withPlaces();
    vm.highlight.cardPointed('e1');
    expect(vm.highlight.highlightedId).toBe('e1');
    expect(vm.shown.chosenHome).toBeNull(); // pointing is not choosing: nothing opens under the map
    vm.highlight.cardLeft('e2');
    expect(vm.highlight.highlightedId).toBe('e1');
    vm.highlight.cardLeft('e1');
    expect(vm.highlight.highlightedId).toBeNull();
  });

  it('a home chosen on the map stays chosen when the pointer passes over its card and leaves', async () => {
    const { vm } = await withPlaces();
    vm.highlight.markerChosen('p1');
    vm.highlight.cardPointed('p1');
    vm.highlight.cardLeft('p1');
    expect(vm.highlight.highlightedId).toBe('p1');
    expect(vm.shown.chosenHome?.id).toBe('p1');
  });

  it('a highlight of a home no longer in the results shows nothing', async () => {
    const { vm, catalog } = await withPlaces();
    vm.highlight.markerChosen('p1');
    catalog.searchAnswer = () => E.right(searchAnswer([home('z9')]));
    vm.urlChanged('?listing_destination=Vail');
    await settle();
    expect(vm.highlight.highlightedId).toBeNull();
    expect(vm.shown.chosenHome).toBeNull();
  });
});

describe('ListingCatalogViewModel: analytics (listings send their own events)', () => {
  const tracked = (analytics: ReturnType<typeof setup>['analytics']) =>
    analytics.calls.map(({ type, name, properties }) => ({ type, name, properties }));

  it('a search sends its terms, once per search; the bare catalog and other parameters send nothing', async () => {
    const { vm, analytics } = setup();
    vm.urlChanged('?utm_source=mail');
    expect(analytics.calls).toEqual([]);
    vm.urlChanged('?listing_destination=Aspen&listing_adults=2&filter_amenities=Hot%20tub');
    vm.urlChanged('?listing_destination=Aspen&listing_adults=2&filter_amenities=Hot%20tub&utm_source=x');
    await settle();
    expect(tracked(analytics)).toEqual([
      {
        type: 'track',
        name: 'Listings Searched',
        properties: { terms: { destination: 'Aspen', adultCount: 2, amenities: ['Hot tub'] } },
      },
    ]);
    expect(analytics.calls.some((call) => call.type === 'page')).toBe(false);
  });

  it('applying filters sends the filters now on', async () => {
    const { vm, analytics } = setup();
    vm.urlChanged('?listing_destination=Aspen');
    vm.filtersOpened();
    vm.draft.changed({ petsAllowed: true, minRooms: 3 });
    vm.draft.amenityToggled('Sauna', true);
    vm.filtersApplied();
    await settle();
    expect(tracked(analytics).at(-1)).toEqual({
      type: 'track',
      name: 'Listings Filters Applied',
      properties: { filters: { minRooms: 3, amenities: ['Sauna'], petsAllowed: true }, filterCount: 3 },
    });
  });

  it('opening a home sends its id and place in the results (exact matches first), and where from', async () => {
    const { vm, analytics, catalog } = setup();
    catalog.searchAnswer = () => E.right(searchAnswer([home('e1'), home('e2')], [home('p1'), home('p2')]));
    vm.urlChanged('?listing_destination=Aspen');
    await settle();
    vm.homeOpened('e2', 'list');
    vm.homeOpened('p2', 'list');
    vm.homeOpened('p1', 'map');
    vm.homeOpened('gone', 'list');
    expect(tracked(analytics).slice(1)).toEqual([
      { type: 'track', name: 'Listing Opened', properties: { listingId: 'e2', position: 2, from: 'exact' } },
      {
        type: 'track',
        name: 'Listing Opened',
        properties: { listingId: 'p2', position: 4, from: 'partial' },
      },
      { type: 'track', name: 'Listing Opened', properties: { listingId: 'p1', position: 3, from: 'map' } },
    ]);
  });

  it('moving the map sends the box it shows', () => {
    const { vm, analytics } = setup();
    vm.mapMoved({ north: 39.3, west: -107, south: 39.1, east: -106.7 });
    expect(tracked(analytics)).toEqual([
      {
        type: 'track',
        name: 'Listings Map Moved',
        properties: { north: 39.3, west: -107, south: 39.1, east: -106.7 },
      },
    ]);
  });
});
