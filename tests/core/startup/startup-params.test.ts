import { describe, expect, it } from 'vitest';
import { startupParams } from '../../../src/core/startup/startup-params.js';

describe('startup parameters', () => {
  it('on start the app reads lead, product_line, email and partner from the URL', () => {
    const search = new URLSearchParams(
      'lead=L1&product_line=capital_one_premier&email=a%40b.co&partner=acme&leadSource=mailing',
    );
    expect(startupParams(search)).toEqual({
      leadId: 'L1',
      productLine: 'capital_one_premier',
      email: 'a@b.co',
      partnerName: 'acme',
      leadSource: 'mailing',
    });
  });

  it("a missing, blank or 'null' parameter reads as absent; values are trimmed", () => {
    expect(startupParams(new URLSearchParams(''))).toEqual({
      leadId: null,
      productLine: null,
      email: null,
      partnerName: null,
      leadSource: null,
    });
    const search = new URLSearchParams('lead=%20&partner=null&email=%20a%40b.co%20');
    expect(startupParams(search)).toMatchObject({ leadId: null, partnerName: null, email: 'a@b.co' });
  });

  it('without a partner parameter, a campaign source the table knows names the partner', () => {
    const table = { coastal: 'coastal-retreats' };
    expect(startupParams(new URLSearchParams('utm_source=Coastal'), table).partnerName).toBe(
      'coastal-retreats',
    );
    expect(startupParams(new URLSearchParams('utm_source=newsletter'), table).partnerName).toBeNull();
    // A partner the link names outright wins over its campaign source.
    expect(startupParams(new URLSearchParams('partner=acme&utm_source=coastal'), table).partnerName).toBe(
      'acme',
    );
    expect(startupParams(new URLSearchParams('utm_source=coastal')).partnerName).toBeNull();
  });
});
