import { describe, expect, it } from 'vitest';
import type { ClientLead } from '../../../src/core/lead/client-lead.entity.js';
import { leadRedirect } from '../../../src/core/startup/lead-redirect.rule.js';
import { clientLeadSample } from '../arbitraries/samples.js';

const lead = clientLeadSample as ClientLead;

describe('lead redirect', () => {
  it('redirect to /itineraries/{itineraryId}?tab=explore when the lead has an active itinerary', () => {
    expect(leadRedirect({ ...lead, itineraryId: 'itn_42', itineraryIsActive: true })).toBe(
      '/itineraries/itn_42?tab=explore',
    );
  });

  it('the itinerary id is encoded as one path segment', () => {
    expect(leadRedirect({ ...lead, itineraryId: 'a/b c', itineraryIsActive: true })).toBe(
      '/itineraries/a%2Fb%20c?tab=explore',
    );
  });

  it('no redirect without a lead, without an itinerary id, or when the itinerary is over', () => {
    expect(leadRedirect(null)).toBeNull();
    expect(leadRedirect({ ...lead, itineraryId: null, itineraryIsActive: true })).toBeNull();
    expect(leadRedirect({ ...lead, itineraryId: '', itineraryIsActive: true })).toBeNull();
    expect(leadRedirect({ ...lead, itineraryId: 'itn_42', itineraryIsActive: false })).toBeNull();
  });
});
