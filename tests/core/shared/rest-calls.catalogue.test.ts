import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BookingContextGateway } from '../../../src/core/booking/booking-context-gateway.port.js';
import { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import { ServiceBookingGateway } from '../../../src/core/booking/service-booking-gateway.port.js';
import { ListingCatalogGateway } from '../../../src/core/catalog/listing-catalog-gateway.port.js';
import { InterestGateway } from '../../../src/core/interest/interest-gateway.port.js';
import { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import { ItineraryItemGateway } from '../../../src/core/itinerary/itinerary-item-gateway.port.js';
import { LeadGateway } from '../../../src/core/lead/lead-gateway.port.js';
import { ListingGateway } from '../../../src/core/listing/listing-gateway.port.js';
import { ListingItemGateway } from '../../../src/core/listing/listing-item-gateway.port.js';
import { MarketGateway } from '../../../src/core/market/market-gateway.port.js';
import { MessageGateway } from '../../../src/core/messaging/message-gateway.port.js';
import { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import { PromoCodeGateway } from '../../../src/core/promo/promo-code-gateway.port.js';
import { PromotionGateway } from '../../../src/core/promo/promotion-gateway.port.js';
import { ServiceGateway } from '../../../src/core/service/service-gateway.port.js';
import { PortalGateway } from '../../../src/core/session/portal-gateway.port.js';
import { RoleGateway } from '../../../src/core/session/role-gateway.port.js';
import { UserGateway } from '../../../src/core/session/user-gateway.port.js';
import {
  EVERY_OPERATION_CATALOGUED,
  REST_CALLS,
  restCallKey,
  restCallOf,
} from '../../../src/core/shared/rest-calls.catalogue.js';

const REST_PORT_TOKENS: readonly symbol[] = [
  PortalGateway,
  RoleGateway,
  BookingContextGateway,
  PromotionGateway,
  ItineraryGateway,
  ItineraryItemGateway,
  ServiceBookingGateway,
  ListingItemGateway,
  ListingBookingGateway,
  ListingGateway,
  ListingCatalogGateway,
  ServiceGateway,
  MarketGateway,
  LeadGateway,
  PromoCodeGateway,
  MessageGateway,
  UserGateway,
  InterestGateway,
  PaymentGateway,
];

describe('SPEC 7 REST call catalogue', () => {
  it('SPEC 7 lists exactly 64 calls, each method + path once (also with placeholder names erased)', () => {
    expect(REST_CALLS).toHaveLength(64);
    expect(new Set(REST_CALLS.map((call) => `${call.method} ${call.path}`)).size).toBe(64);
    expect(new Set(REST_CALLS.map((call) => restCallKey(call.method, call.path))).size).toBe(64);
  });

  it('SPEC 7 every port named is an exported port token, and every REST port token serves some call', () => {
    const named = new Set(REST_CALLS.map((call) => call.port));
    for (const port of named) expect(REST_PORT_TOKENS).toContain(Symbol.for(port));
    for (const token of REST_PORT_TOKENS) expect(named).toContain(Symbol.keyFor(token));
  });

  it('SPEC 7 each port operation makes one call, and every operation of the REST ports is catalogued', () => {
    const operations = REST_CALLS.map((call) => `${call.port}.${call.operation}`);
    expect(new Set(operations).size).toBe(64);
    // Type-checked: an uncatalogued operation makes this constant's declaration fail to compile.
    expect(EVERY_OPERATION_CATALOGUED).toBe(true);
  });

  it('SPEC 7 paths are absolute /api paths with named placeholders', () => {
    for (const call of REST_CALLS) {
      expect(call.path).toMatch(/^\/api\//);
      expect(call.path).not.toMatch(/\{\}|\.\.\.|\{id\}/);
    }
  });

  it('SPEC 7 the checklist comment at the top of the file matches the array, row by row', () => {
    const source = readFileSync(
      new URL('../../../src/core/shared/rest-calls.catalogue.ts', import.meta.url),
      'utf8',
    );
    const rows = [...source.matchAll(/\[x\]\s+(\d+) (GET|POST|PUT|DELETE)\s+(\S+)\s+(\w+)\.(\w+)/g)].map(
      ([, number, method, path, port, operation]) => ({
        number: Number(number),
        method,
        path,
        port,
        operation,
      }),
    );
    expect(rows.map((row) => row.number)).toEqual(REST_CALLS.map((_, index) => index + 1));
    expect(rows.map(({ method, path, port, operation }) => ({ method, path, port, operation }))).toEqual(
      REST_CALLS.map(({ method, path, port, operation }) => ({ method, path, port, operation })),
    );
  });

  it('SPEC 7 restCallOf finds the call an operation makes', () => {
    expect(restCallOf('ItineraryGateway', 'itineraryItems')).toEqual({
      method: 'GET',
      path: '/api/itinerary/{itineraryId}/items',
      port: 'ItineraryGateway',
      operation: 'itineraryItems',
    });
    expect(restCallKey('put', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/dates')).toBe(
      'PUT /api/itinerary/{}/listing-item/{}/dates',
    );
  });
});
