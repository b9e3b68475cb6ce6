import { describe, expect, it } from 'vitest';
import {
  type ServicePlace,
  serviceDetailsPath,
  serviceHomePath,
  serviceTarget,
} from '../../../src/core/navigation/service-address.rule.js';

const catalog: ServicePlace = { kind: 'catalog', marketId: 'rocky-mountains' };
const readonly: ServicePlace = { kind: 'readonly', marketId: 'rocky-mountains' };
const trip: ServicePlace = { kind: 'trip', itineraryId: 'trip-1' };

describe('where a service opens', () => {
  it('opens its details in the catalog the guest browses', () => {
    expect(serviceDetailsPath(catalog, 's-chef')).toBe('/markets/rocky-mountains/services/s-chef');
    expect(serviceDetailsPath(readonly, 's-chef')).toBe('/markets/rocky-mountains/readonly-services/s-chef');
    expect(serviceDetailsPath(trip, 's-chef')).toBe('/itineraries/trip-1/services/s-chef');
  });

  it('keeps odd ids to one path segment each', () => {
    expect(serviceDetailsPath({ kind: 'trip', itineraryId: 'a/b' }, 'c?d')).toBe(
      '/itineraries/a%2Fb/services/c%3Fd',
    );
  });

  it('opens the home a service stands for, inside the trip when there is one', () => {
    expect(serviceHomePath(catalog, 'elk1')).toBe('/listings/elk1');
    expect(serviceHomePath(readonly, 'elk1')).toBe('/listings/elk1');
    expect(serviceHomePath(trip, 'elk1')).toBe('/itineraries/trip-1/listing/elk1');
  });

  it('sends a card to the home when the service carries a listing redirect id, else to its details', () => {
    expect(serviceTarget(trip, { id: 's-stay', listingRedirectId: 'elk1' })).toBe(
      '/itineraries/trip-1/listing/elk1',
    );
    expect(serviceTarget(catalog, { id: 's-chef', listingRedirectId: null })).toBe(
      '/markets/rocky-mountains/services/s-chef',
    );
    expect(serviceTarget(readonly, { id: 's-chef', listingRedirectId: '' })).toBe(
      '/markets/rocky-mountains/readonly-services/s-chef',
    );
  });
});
