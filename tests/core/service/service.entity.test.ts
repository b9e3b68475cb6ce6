import { describe, expect, it } from 'vitest';
import type { RankableService } from '../../../src/core/catalog/category-ranking.rule.js';
import { rankCategories } from '../../../src/core/catalog/category-ranking.rule.js';
import { Service, ServiceList } from '../../../src/core/service/service.entity.js';
import { ServiceCategory } from '../../../src/core/service/service-category.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { serviceSample } from '../arbitraries/samples.js';
import { service } from '../arbitraries/service.js';

describe('Service', () => {
  it('Service: id, name, description, categories, score, siteSection, fields, listingRedirectId decode', () => {
    const decodedService = decoded(Service, serviceSample);
    expect(decodedService.categories.map((category) => category.name)).toEqual(['Dining', 'Internal']);
    expect(decodedService.siteSection).toBe('catalog');
    expect(decodedService.fields[0]?.id).toBe('fld_allergies');
    expect(decodedService.listingRedirectId).toBeNull();
    expect(decodedService.servicePricingConfig?.configuration[0]?.objectId).toBe('pcf_chef');
  });

  it('Service: id and name suffice; categories and fields default to none', () => {
    expect(decoded(Service, { id: 'svc', name: 'Ski lessons' })).toEqual({
      id: 'svc',
      name: 'Ski lessons',
      categories: [],
      fields: [],
    });
  });

  it('Service: a listingRedirectId sends the guest to a home', () => {
    expect(
      decoded(Service, { id: 'svc', name: 'Aspen Lodge', listingRedirectId: 'lst_aspen_lodge' })
        .listingRedirectId,
    ).toBe('lst_aspen_lodge');
  });

  it('Service: siteSection is local_favorites or catalog', () => {
    expect(decoded(Service, { id: 's', name: 'n', siteSection: 'local_favorites' }).siteSection).toBe(
      'local_favorites',
    );
    expectRejectedAt(Service, { id: 's', name: 'n', siteSection: 'favorites' }, 'siteSection');
  });

  it('Service: a category promotionScore sent as text is refused at categories.0.promotionScore', () => {
    expectRejectedAt(
      Service,
      { id: 's', name: 'n', categories: [{ id: 'c', name: 'Dining', promotionScore: 'high' }] },
      'categories.0.promotionScore',
    );
  });

  it('category ranking reads decoded services (RankableService); hidden categories drop out', () => {
    const services: readonly RankableService[] = decoded(ServiceList, [serviceSample]);
    expect(rankCategories(services).map((category) => category.id)).toEqual(['cat_dining']);
  });

  it('Service: random JSON never throws through decode', () => {
    expectNeverThrows(Service, service);
  });

  it('Service: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(Service, service);
  });
});

describe('Service categories', () => {
  it('Service categories: id, name, isHidden, promotionScore decode', () => {
    const category = { id: 'cat_dining', name: 'Dining', isHidden: false, promotionScore: 3 };
    expect(decoded(ServiceCategory, category)).toEqual(category);
    expect(decoded(ServiceCategory, { id: 'c', name: 'n' })).toEqual({ id: 'c', name: 'n' });
  });

  it('Service categories: isHidden must be a boolean', () => {
    expectRejectedAt(ServiceCategory, { id: 'c', name: 'n', isHidden: 'yes' }, 'isHidden');
  });
});
