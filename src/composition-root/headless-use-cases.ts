import {
  clearBookingState,
  createBookingContext,
  readBookingState,
  requestHomePrice,
  reserveHome,
  SerialQueue,
  saveBookingStateField,
  saveHomeForLater,
} from '../core/booking/index.js';
import { loadCategories, loadDestinations, searchListings } from '../core/catalog/index.js';
import { loadInstantPricing, stayTotal } from '../core/listing/index.js';
import { addCardWithToken } from '../core/payment/index.js';
import { validatePromoCode } from '../core/promo/index.js';
import { fetchSession, signIn } from '../core/session/index.js';
import type { HeadlessPorts } from './headless-ports.js';

/** A use case with its deps given: what is left is the call's own arguments. */
const given =
  <D, A extends unknown[], R>(useCase: (deps: D, ...args: A) => R, deps: D) =>
  (...args: A): R =>
    useCase(deps, ...args);

/**
 * The core's use cases with their deps built from the ports (restPorts or memoryPorts): the
 * headless container, a plain object of functions. Each takes what its own signature takes
 * after the deps, and answers what the use case answers (an Either where it can fail).
 */
export const headlessUseCases = (ports: HeadlessPorts) => {
  const { gateways, errorReporter: errors } = ports;
  const bookingState = { store: ports.keyValueStore, errors };
  return {
    signIn: given(signIn, { portal: ports.portalGateway, cookies: ports.cookies }),
    fetchSession: given(fetchSession, { cookies: ports.cookies, sessions: ports.sessionGateway, errors }),
    searchListings: given(searchListings, { catalog: gateways.listingCatalogGateway, errors }),
    loadDestinations: given(loadDestinations, { catalog: gateways.listingCatalogGateway, errors }),
    loadCategories: given(loadCategories, { catalog: gateways.listingCatalogGateway, errors }),
    loadInstantPricing: given(loadInstantPricing, { listings: gateways.listingGateway }),
    stayTotal: given(stayTotal, { listings: gateways.listingGateway }),
    validatePromoCode: given(validatePromoCode, { promoCodes: gateways.promoCodeGateway }),
    // One queue per run, as a screen has one (docs/product/constants.md: update queue concurrency 1).
    createBookingContext: given(createBookingContext, {
      gateway: gateways.bookingContextGateway,
      ...bookingState,
      saves: new SerialQueue(),
    }),
    readBookingState: given(readBookingState, bookingState),
    saveBookingStateField: given(saveBookingStateField, bookingState),
    clearBookingState: given(clearBookingState, bookingState),
    requestHomePrice: given(requestHomePrice, { bookings: gateways.listingBookingGateway, errors }),
    reserveHome: given(reserveHome, {
      bookings: gateways.listingBookingGateway,
      listingItems: gateways.listingItemGateway,
      errors,
    }),
    saveHomeForLater: given(saveHomeForLater, { bookings: gateways.listingBookingGateway, errors }),
    addCardWithToken: given(addCardWithToken, {
      payments: gateways.paymentGateway,
      provider: ports.paymentProvider,
    }),
  };
};
