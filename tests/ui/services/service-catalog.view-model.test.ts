import { describe, expect, it } from 'vitest';
import { ServiceCatalogViewModel } from '../../../src/ui/services/service-catalog.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { testContainer } from '../../support/test-container.js';

const aspen = { objectId: 'aspen', name: 'Aspen', defaultProductLine: 'Concierge' };
const chefs = { id: 'c-chef', name: 'Private Chefs', isHidden: false, promotionScore: 9 };
const water = { id: 'c-water', name: 'On the Water', isHidden: false, promotionScore: 5 };

const service = (id: string, name: string, extra: Record<string, unknown>) => ({
  id,
  name,
  categories: [],
  fields: [],
  siteSection: 'catalog',
  ...extra,
});

const services = [
  service('s-dinner', 'Private Chef Dinner', { categories: [chefs], description: 'Four courses at home.' }),
  service('s-class', 'Cooking Class', {
    categories: [chefs],
    description: 'A local chef teaches three dishes.',
  }),
  service('s-yacht', 'Sunset Yacht', {
    categories: [water],
    description: 'Champagne on the lake, chef on board.',
  }),
  service('s-cafe', 'Café Crawl', { categories: [], description: 'Coffee houses of the old town.' }),
  // A local favourite is curated, not searched: its name alone would match 'chef'.
  service('s-favourite', "The Chef's Table", { siteSection: 'local_favorites', categories: [chefs] }),
];

const open = async () => {
  const host = new FakeRestHost()
    .on('GET', '/api/market/aspen', { body: aspen })
    .on('GET', '/api/markets/aspen/services', { body: services });
  const vm = testContainer({ host }).container.get(ServiceCatalogViewModel);
  await vm.marketOpened('aspen', null);
  return vm;
};

const foundIds = (vm: ServiceCatalogViewModel) => vm.search?.found.map((found) => found.id);

describe('ServiceCatalogViewModel: the catalog search', () => {
  it('with no text there is no search: the shelves show', async () => {
    const vm = await open();
    expect(vm.search).toBeNull();
    vm.searchChanged('   ');
    expect(vm.search).toBeNull();
    vm.searchChanged(null);
    expect(vm.searchText).toBe('');
  });

  it('finds catalog services by name, category and description, the name weighing most', async () => {
    const vm = await open();
    vm.searchChanged('  CHEF ');
    expect(vm.search?.query).toBe('chef');
    // Name (dinner) before category (class, also in its description) before description only (yacht).
    expect(foundIds(vm)).toEqual(['s-dinner', 's-class', 's-yacht']);
  });

  it('needs every word, takes a partly typed one, and ignores accents', async () => {
    const vm = await open();
    vm.searchChanged('chef din');
    expect(foundIds(vm)).toEqual(['s-dinner']);
    vm.searchChanged('cafe');
    expect(foundIds(vm)).toEqual(['s-cafe']);
    vm.searchChanged('chef helicopter');
    expect(foundIds(vm)).toEqual([]);
  });

  it('searches nothing before the market is loaded', () => {
    const vm = testContainer({ host: new FakeRestHost() }).container.get(ServiceCatalogViewModel);
    vm.searchChanged('chef');
    expect(vm.search).toBeNull();
  });
});
