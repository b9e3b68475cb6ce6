import { describe, expect, it } from 'vitest';
import {
  isNavMenu,
  isNavTransparent,
  isOnPage,
  type NavBarInput,
  type NavLink,
  type NavMenu,
  navBarModel,
  showsPhone,
} from '../../../src/core/navigation/nav-bar.rule.js';

const input = (overrides: Partial<NavBarInput> = {}): NavBarInput => ({
  pathname: '/itineraries',
  search: '',
  loggedIn: false,
  mainSiteUrl: 'https://main.test',
  ssoUrl: 'https://sso.test',
  currentUrl: 'https://app.test/itineraries',
  ...overrides,
});
const link = (items: readonly (NavLink | NavMenu)[], label: string): NavLink => {
  for (const item of items) {
    if (isNavMenu(item)) {
      const inner = item.links.find((candidate) => candidate.label === label);
      if (inner) return inner;
    } else if (item.label === label) return item;
  }
  throw new Error(`no link ${label}`);
};
const menu = (items: readonly (NavLink | NavMenu)[], label: string): NavMenu =>
  items.find((item): item is NavMenu => isNavMenu(item) && item.label === label)!;

describe('navigation bar', () => {
  it('lists Explore Homes, Luxury Getaways, the Partner menu, My Trips and Sign In, in that order', () => {
    expect(navBarModel(input()).items.map((item) => item.label)).toEqual([
      'Explore Homes',
      'Luxury Getaways',
      'Partners',
      'My Trips',
      'Sign In',
    ]);
  });

  it('Luxury Getaways links to the five stays on the main site', () => {
    const getaways = menu(navBarModel(input()).items, 'Luxury Getaways');
    expect(getaways.links.map((item) => item.href)).toEqual([
      'https://main.test/stays/beach',
      'https://main.test/stays/desert',
      'https://main.test/stays/lakes',
      'https://main.test/stays/mountains',
      'https://main.test/stays/ski',
    ]);
    expect(getaways.links.map((item) => item.label)).toEqual([
      'Beach',
      'Desert',
      'Lakes',
      'Mountains',
      'Ski',
    ]);
  });

  it('the Partner menu has three external pages and Content Homes in the app', () => {
    const partners = menu(navBarModel(input()).items, 'Partners');
    expect(partners.links.map((item) => [item.label, item.external])).toEqual([
      ['Property Managers', true],
      ['Travel Agents', true],
      ['Brand Partners', true],
      ['Content Homes', false],
    ]);
    expect(link(partners.links, 'Content Homes').href).toBe('/stays/content-homes');
    expect(partners.links.slice(0, 3).map((item) => [item.href, item.newTab])).toEqual([
      ['https://main.test/property-managers', true],
      ['https://main.test/travel-agents', true],
      ['https://main.test/brand-partners', true],
    ]);
  });

  it('Sign Out replaces Sign In when logged in, both through the portal with a return URL', () => {
    const items = navBarModel(input({ loggedIn: true })).items;
    expect(items.map((item) => item.label)).toContain('Sign Out');
    expect(items.map((item) => item.label)).not.toContain('Sign In');
    expect(link(items, 'Sign Out').href).toBe(
      'https://sso.test/logout?returnUrl=https%3A%2F%2Fapp.test%2Fitineraries',
    );
    expect(link(navBarModel(input()).items, 'Sign In').href).toBe(
      'https://sso.test/login/?returnUrl=https%3A%2F%2Fapp.test%2Fitineraries',
    );
    // The portal replaces the app in the same tab, and is another site.
    expect(link(items, 'Sign Out')).toMatchObject({ newTab: false, external: true });
  });

  it('links open in a new tab unless already on that page', () => {
    const onTrips = navBarModel(input({ pathname: '/itineraries/abc' })).items;
    expect(link(onTrips, 'My Trips').newTab).toBe(false);
    expect(link(onTrips, 'Explore Homes').newTab).toBe(true);
    const onListings = navBarModel(input({ pathname: '/listings' })).items;
    expect(link(onListings, 'Explore Homes').newTab).toBe(false);
    expect(link(onListings, 'Beach').newTab).toBe(true);
  });

  it('the current search query is kept on links, within the preservation rules', () => {
    const items = navBarModel(
      input({ search: '?utm_source=mail&lead=L&listing_destination=aspen&junk=1' }),
    ).items;
    expect(link(items, 'Explore Homes').href).toBe(
      '/listings?utm_source=mail&lead=L&listing_destination=aspen',
    );
    expect(link(items, 'My Trips').href).toBe('/itineraries?utm_source=mail&lead=L');
    expect(link(items, 'Beach').href).toBe(
      'https://main.test/stays/beach?utm_source=mail&lead=L&listing_destination=aspen',
    );
  });

  it('isOnPage matches the page and its sub-pages only', () => {
    expect(isOnPage('/listings', '/listings')).toBe(true);
    expect(isOnPage('/listings/abc', '/listings')).toBe(true);
    expect(isOnPage('/listingsfoo', '/listings')).toBe(false);
  });
});

describe('nav transparency and phone', () => {
  it.each([
    ['/listings', true],
    ['/listings/abc', true],
    ['/markets/m/services', true],
    ['/markets/m/readonly-services', true],
    ['/itineraries/i/listing-items/x', true],
    ['/itineraries', false],
    ['/itineraries/i', false],
    ['/listings/abc/booking', false],
    ['/card-addition', false],
    ['/credit/abc/services', false],
    ['/stays/content-homes', false],
    ['/LISTINGS', true],
    ['/markets//services/', true],
    ['/listings-old', false],
    ['/my-services', false],
    ['/old-items', false],
    ['/guides/itineraries/i/services', true],
    ['/itineraries/', false],
    ['/itineraries/services', false],
    ['/itineraries/i/listing/x', true],
    ['/itineraries/i/listing-item/x', true],
    ['/itineraries/i/item/x', true],
    ['/markets/m/service/x', true],
  ])('nav bar: %s transparent: %s', (path, expected) => {
    expect(isNavTransparent(path)).toBe(expected);
  });

  it('the phone shows only in the itinerary view', () => {
    expect(showsPhone('/itineraries/abc')).toBe(true);
    expect(showsPhone('/itineraries')).toBe(false);
    expect(showsPhone('/itineraries/abc/listing/x')).toBe(false);
    expect(showsPhone('/listings')).toBe(false);
    expect(showsPhone('/guides/itineraries/abc')).toBe(false);
  });
});
