import { describe, expect, it } from 'vitest';
import type { ItemStatus } from '../../../src/core/itinerary/item-status.rule.js';
import { servicesOnTrip } from '../../../src/core/itinerary/services-on-trip.rule.js';

const item = (serviceId: string | null, status: ItemStatus) => ({ serviceId, status });

describe('the services a trip holds', () => {
  it('names each service on the trip with its item status label', () => {
    const onTrip = servicesOnTrip([item('s-chef', 'in_progress'), item('s-yoga', 'booked')]);
    expect(onTrip.get('s-chef')).toEqual({ status: 'Price Requested' });
    expect(onTrip.get('s-yoga')).toEqual({ status: 'Booked' });
    expect(onTrip.has('s-spa')).toBe(false);
  });

  it('shows no label for a draft or info item, yet marks the service', () => {
    expect(servicesOnTrip([item('s-chef', 'draft')]).get('s-chef')).toEqual({ status: null });
    expect(servicesOnTrip([item('s-chef', 'info')]).get('s-chef')).toEqual({ status: null });
  });

  it('lets the item furthest along and still going speak for a service held twice', () => {
    expect(servicesOnTrip([item('s-chef', 'quoted'), item('s-chef', 'draft')]).get('s-chef')?.status).toBe(
      'Quote Provided',
    );
    expect(
      servicesOnTrip([item('s-chef', 'canceled'), item('s-chef', 'saved_for_later')]).get('s-chef')?.status,
    ).toBe('Saved For Later');
    expect(
      servicesOnTrip([item('s-chef', 'not_available'), item('s-chef', 'canceled')]).get('s-chef')?.status,
    ).toBe('Not Available');
  });

  it('leaves out items with no service', () => {
    expect(servicesOnTrip([item(null, 'booked')]).size).toBe(0);
  });
});
