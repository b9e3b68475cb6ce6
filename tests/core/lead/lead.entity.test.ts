import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientLead, toClientLead } from '../../../src/core/lead/client-lead.entity.js';
import { ServerLead } from '../../../src/core/lead/server-lead.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { clientLead, serverLead } from '../arbitraries/lead.js';
import { isoDateTime } from '../arbitraries/primitives.js';
import { clientLeadSample, serverLeadSample } from '../arbitraries/samples.js';

const leadEndingOn = (iso: string) =>
  decoded(ServerLead, { ...serverLeadSample, itinerary_end_date: { iso } });

describe('Lead (server)', () => {
  it('Lead (server): salesforce_id, objectId, email, names, itineraryId, itinerary_end_date (iso), product_line, property_management, salesforce_source', () => {
    const lead = decoded(ServerLead, serverLeadSample);
    expect(lead.itinerary_end_date?.iso).toBe('2026-02-14T00:00:00.000Z');
    expect(lead.property_management?.name).toBe('Summit Stays');
    expect(lead.salesforce_source?.itinerary_start_date).toBe('2026-02-07');
  });

  it('Lead (server): a lead with only objectId decodes', () => {
    expect(decoded(ServerLead, { objectId: 'lead_1' })).toEqual({ objectId: 'lead_1' });
  });

  it('Lead (server): itinerary_end_date must be an {iso} object', () => {
    expectRejectedAt(
      ServerLead,
      { objectId: 'l', itinerary_end_date: { iso: 'soon' } },
      'itinerary_end_date.iso',
    );
  });

  it('Lead (server): a bad salesforce_source date is named', () => {
    expectRejectedAt(
      ServerLead,
      { objectId: 'l', salesforce_source: { itinerary_end_date: 14 } },
      'salesforce_source.itinerary_end_date',
    );
  });

  it('Lead (server): random JSON never throws, valid leads round-trip', () => {
    expectNeverThrows(ServerLead, serverLead);
    expectRoundTrip(ServerLead, serverLead);
  });
});

describe('Client lead and toClientLead', () => {
  it('Client lead: maps sfId, leadId, email, startDate, endDate, names, itineraryId, productLine, pm', () => {
    expect(toClientLead(decoded(ServerLead, serverLeadSample), '2026-02-01')).toEqual(clientLeadSample);
  });

  it('Client lead: a bare lead maps to nulls and an inactive itinerary', () => {
    expect(toClientLead({ objectId: 'lead_1' }, dayjs('2026-02-01'))).toEqual({
      sfId: null,
      leadId: 'lead_1',
      email: null,
      startDate: null,
      endDate: null,
      firstName: null,
      lastName: null,
      itineraryId: null,
      itineraryIsActive: false,
      productLine: null,
      pm: null,
    });
  });

  it('Client lead: an unknown product line maps to null rather than losing the lead', () => {
    expect(toClientLead({ objectId: 'l', product_line: 'Platinum' }, '2026-01-01').productLine).toBeNull();
    expect(
      toClientLead({ objectId: 'l', product_line: 'capital_one_premier' }, '2026-01-01').productLine,
    ).toBe('Capital One Premier');
  });

  it('Lead active: end date today (UTC) → inactive', () => {
    expect(
      toClientLead(leadEndingOn('2026-02-14T00:00:00.000Z'), '2026-02-14T23:59:59.999Z').itineraryIsActive,
    ).toBe(false);
    expect(toClientLead(leadEndingOn('2026-02-14'), '2026-02-14T00:00:00.000Z').itineraryIsActive).toBe(
      false,
    );
  });

  it('Lead active: end date tomorrow (UTC) → active', () => {
    expect(
      toClientLead(leadEndingOn('2026-02-15T00:00:00.000Z'), '2026-02-14T23:59:59.999Z').itineraryIsActive,
    ).toBe(true);
    expect(toClientLead(leadEndingOn('2026-02-15'), dayjs('2026-02-14T12:00:00Z')).itineraryIsActive).toBe(
      true,
    );
  });

  it("Lead active: the day is taken in UTC, not in the clock's zone", () => {
    // 23:30 in Denver on the 13th is already the 14th in UTC: the trip ending on the 14th is over.
    expect(toClientLead(leadEndingOn('2026-02-14'), '2026-02-13T23:30:00-07:00').itineraryIsActive).toBe(
      false,
    );
    // 00:30 in Berlin on the 14th is still the 13th in UTC: one more day to go.
    expect(
      toClientLead(leadEndingOn('2026-02-14'), dayjs('2026-02-14T00:30:00+01:00')).itineraryIsActive,
    ).toBe(true);
  });

  it('Lead active: no itinerary → inactive, even with a future end date', () => {
    const { itineraryId: _, ...withoutItinerary } = serverLeadSample;
    expect(toClientLead(decoded(ServerLead, withoutItinerary), '2020-01-01').itineraryIsActive).toBe(false);
    expect(
      toClientLead(decoded(ServerLead, { ...serverLeadSample, itineraryId: null }), '2020-01-01')
        .itineraryIsActive,
    ).toBe(false);
  });

  it('Lead active: no end date or an unreadable today → inactive', () => {
    expect(
      toClientLead(decoded(ServerLead, { ...serverLeadSample, itinerary_end_date: null }), '2020-01-01')
        .itineraryIsActive,
    ).toBe(false);
    expect(toClientLead(decoded(ServerLead, serverLeadSample), 'not a date').itineraryIsActive).toBe(false);
  });

  it('Lead active: active exactly when the UTC day of today is before the end day', () => {
    fc.assert(
      fc.property(isoDateTime, isoDateTime, (end, today) => {
        const active = toClientLead(leadEndingOn(end), today).itineraryIsActive;
        expect(active).toBe(today.slice(0, 10) < end.slice(0, 10));
      }),
    );
  });

  it('Client lead: whatever toClientLead builds decodes as a client lead', () => {
    fc.assert(
      fc.property(serverLead, isoDateTime, (lead, today) => {
        expect(decoded(ClientLead, toClientLead(lead, today))).toEqual(toClientLead(lead, today));
      }),
    );
  });

  it('Client lead: a stored lead with a bad pm is refused at pm.name', () => {
    expectRejectedAt(
      ClientLead,
      { ...toClientLead({ objectId: 'l' }, '2026-01-01'), pm: { name: 1, logo: null } },
      'pm.name',
    );
  });

  it('Client lead: random JSON never throws, valid leads round-trip', () => {
    expectNeverThrows(ClientLead, clientLead);
    expectRoundTrip(ClientLead, clientLead);
  });
});
