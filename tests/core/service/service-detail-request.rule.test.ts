import { describe, expect, it } from 'vitest';
import { serviceDatesOf, serviceDetailBody } from '../../../src/core/service/service-detail-request.rule.js';

describe("what a service's details are asked for", () => {
  it('names the trip, the lead and the product line in its canonical name', () => {
    expect(
      serviceDetailBody({ itineraryId: 't-1', leadId: 'l-1', productLine: 'capital_one_premier' }),
    ).toEqual({
      itineraryId: 't-1',
      leadId: 'l-1',
      productLine: 'Capital One Premier',
    });
  });

  it('asks for Concierge when no product line, or no known one, is named', () => {
    for (const productLine of [null, '', 'Platinum']) {
      expect(serviceDetailBody({ itineraryId: null, leadId: null, productLine }).productLine).toBe(
        'Concierge',
      );
    }
  });
});

describe('the dates similar services are asked near', () => {
  it("are the trip's days when the guest looks from a trip", () => {
    expect(
      serviceDatesOf(
        { arrival: '2030-02-01T00:00:00.000Z', departure: '2030-02-08T00:00:00.000Z' },
        '?start_date=2031-01-01',
      ),
    ).toEqual({ startDate: '2030-02-01', endDate: '2030-02-08' });
    expect(serviceDatesOf({ arrival: null, departure: null }, '')).toEqual({
      startDate: null,
      endDate: null,
    });
  });

  it("are the address's start and end dates otherwise, a date that is no real day left out", () => {
    expect(serviceDatesOf(null, '?start_date=2030-02-01&end_date=2030-02-08')).toEqual({
      startDate: '2030-02-01',
      endDate: '2030-02-08',
    });
    expect(serviceDatesOf(null, '?start_date=2030-02-31&end_date=soon')).toEqual({
      startDate: null,
      endDate: null,
    });
    expect(serviceDatesOf(null, '')).toEqual({ startDate: null, endDate: null });
  });
});
