import { describe, expect, it } from 'vitest';
import { generateMarketServices } from '../../../server/demo/seed/demo-services-generate.js';
import { zonedInstant } from '../../../server/demo/seed/demo-services-times.js';
import type { ServiceWithCategories } from '../../../server/services/service.store.js';
import { readServiceDates } from '../../../server/services/service-dates.js';
import { rankSimilarServices } from '../../../server/services/similar-services.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';

const row = (id: string, score: number, categories: [string, number, boolean?][]): ServiceWithCategories => ({
  id,
  market_id: 'm',
  service_key: 'k',
  name: id,
  description: '',
  site_section: 'catalog',
  score,
  is_bookable: true,
  date_field_type: 'Date Only',
  time_zone_name: 'UTC',
  listing_redirect_id: null,
  fields: [],
  pricing_config: null,
  descriptors: {},
  images: [],
  season_months: null,
  categories: categories.map(([name, promotionScore, isHidden = false]) => ({
    id: name,
    name,
    isHidden,
    promotionScore,
  })),
});

describe('rankSimilarServices', () => {
  const target = row('target', 4, [
    ['chef', 5],
    ['wine', 1],
    ['picks', 9, true],
  ]);

  it('puts the most shared categories first, then the better ranked category, then the score', () => {
    const ranked = rankSimilarServices(
      target,
      [
        row('wine-only', 5, [['wine', 1]]),
        row('chef-low', 2, [['chef', 5]]),
        row('both', 1, [
          ['chef', 5],
          ['wine', 1],
        ]),
        row('chef-high', 4.5, [['chef', 5]]),
        row('unrelated', 5, [['spa', 7]]),
      ],
      10,
    );
    expect(ranked.map((service) => service.id)).toEqual(['both', 'chef-high', 'chef-low', 'wine-only']);
  });

  it('ignores hidden categories and the service itself, and stops at count', () => {
    const candidates = [
      row('picks-only', 5, [['picks', 9, true]]),
      target,
      row('a', 3, [['chef', 5]]),
      row('b', 2, [['chef', 5]]),
    ];
    expect(rankSimilarServices(target, candidates, 1).map((service) => service.id)).toEqual(['a']);
  });
});

describe('readServiceDates', () => {
  it('reads nothing as any time, one day alone as that day, and lists the months touched', () => {
    expect(readServiceDates({})).toBeUndefined();
    expect(readServiceDates({ startDate: '2031-03-10' })).toEqual({
      startDate: '2031-03-10',
      endDate: '2031-03-10',
      months: [3],
    });
    expect(readServiceDates({ endDate: '2031-03-10' })?.startDate).toBe('2031-03-10');
    expect(readServiceDates({ startDate: '2031-11-20', endDate: '2032-01-05' })?.months).toEqual([1, 11, 12]);
    expect(readServiceDates({ startDate: '2031-01-01', endDate: '2031-12-31' })?.months).toHaveLength(12);
  });

  it('refuses an end before the start and a span over a year', () => {
    expect(() => readServiceDates({ startDate: '2031-03-10', endDate: '2031-03-09' })).toThrow(
      'endDate must not be before startDate',
    );
    expect(() => readServiceDates({ startDate: '2031-01-01', endDate: addDays('2031-01-01', 367) })).toThrow(
      /at most 366 days/,
    );
  });
});

describe('zonedInstant', () => {
  it('turns local wall-clock times into instants, across daylight saving', () => {
    expect(zonedInstant('2031-01-15', '18:00', 'America/Denver')).toBe('2031-01-16T01:00:00.000Z');
    expect(zonedInstant('2031-07-15', '18:00', 'America/Denver')).toBe('2031-07-16T00:00:00.000Z');
    expect(zonedInstant('2031-07-15', '18:00', 'America/Phoenix')).toBe('2031-07-16T01:00:00.000Z');
    expect(zonedInstant('2031-07-15', '09:30', 'UTC')).toBe('2031-07-15T09:30:00.000Z');
  });
});

describe('generateMarketServices', () => {
  const market = {
    id: 'm1',
    slug: 'rocky-mountains',
    landscape: 'mountain' as const,
    time_zone_name: 'America/Denver',
  };
  const homes = [
    { id: 'h1', name: 'Pine Lodge', nightly_rate_cents: 45_000, images: ['/media/homes/h1/1.svg'] },
  ];

  it('is deterministic: the same market, homes and day give the same services', () => {
    expect(generateMarketServices(market, homes, '2031-01-01')).toEqual(
      generateMarketServices(market, homes, '2031-01-01'),
    );
  });

  it('makes vacation-home services only for the homes there are', () => {
    const { services } = generateMarketServices(market, homes, '2031-01-01');
    const stays = services.filter((service) => service.listing_redirect_id !== null);
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      service_key: 'property_rental',
      listing_redirect_id: 'h1',
      name: 'Stay at Pine Lodge',
    });
    expect(stays[0]?.descriptors).toMatchObject({ startingFrom: 450 });
  });
});
