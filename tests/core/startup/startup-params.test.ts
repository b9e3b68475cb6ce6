import { describe, expect, it } from 'vitest';
import { startupParams } from '../../../src/core/startup/startup-params.js';

describe('startup parameters', () => {
  it('on start the app reads lead, product_line, email and partner from the URL', () => {
    const search = new URLSearchParams(
      'lead=L1&product_line=capital_one_premier&email=a%40b.co&partner=acme',
    );
    expect(startupParams(search)).toEqual({
      leadId: 'L1',
      productLine: 'capital_one_premier',
      email: 'a@b.co',
      partnerName: 'acme',
    });
  });

  it("a missing, blank or 'null' parameter reads as absent; values are trimmed", () => {
    expect(startupParams(new URLSearchParams(''))).toEqual({
      leadId: null,
      productLine: null,
      email: null,
      partnerName: null,
    });
    const search = new URLSearchParams('lead=%20&partner=null&email=%20a%40b.co%20');
    expect(startupParams(search)).toMatchObject({ leadId: null, partnerName: null, email: 'a@b.co' });
  });
});
