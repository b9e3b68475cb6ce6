import { describe, expect, it } from 'vitest';
import {
  campaignPartnersFrom,
  DEFAULT_CAMPAIGN_PARTNERS,
  partnerForCampaign,
} from '../../../src/core/partner/campaign-partners.rule.js';

describe('campaign sources and their partners', () => {
  it("maps each of the demo's sources to its partner, whatever the case and spaces", () => {
    expect(partnerForCampaign('summit', DEFAULT_CAMPAIGN_PARTNERS)).toBe('summit-property-management');
    expect(partnerForCampaign(' Coastal ', DEFAULT_CAMPAIGN_PARTNERS)).toBe('coastal-retreats');
    expect(partnerForCampaign('WANDERLUST', DEFAULT_CAMPAIGN_PARTNERS)).toBe('wanderlust-travel-advisors');
    expect(partnerForCampaign('alpineoutfitters', DEFAULT_CAMPAIGN_PARTNERS)).toBe('alpine-outfitters');
  });

  it('an unknown source, no source, or a name every object has stands for no partner', () => {
    expect(partnerForCampaign('newsletter', DEFAULT_CAMPAIGN_PARTNERS)).toBeNull();
    expect(partnerForCampaign(null, DEFAULT_CAMPAIGN_PARTNERS)).toBeNull();
    expect(partnerForCampaign('constructor', DEFAULT_CAMPAIGN_PARTNERS)).toBeNull();
    expect(partnerForCampaign('__proto__', DEFAULT_CAMPAIGN_PARTNERS)).toBeNull();
  });

  it('configured rows add sources and replace defaults; malformed rows are refused, not guessed', () => {
    const { table, refused } = campaignPartnersFrom(
      ' Spring-Mail = coastal-retreats ,summit=alpine-outfitters,,bad,=x,a=Not A Slug,b=c=d',
    );
    expect(partnerForCampaign('spring-mail', table)).toBe('coastal-retreats');
    expect(partnerForCampaign('summit', table)).toBe('alpine-outfitters');
    expect(partnerForCampaign('wanderlust', table)).toBe('wanderlust-travel-advisors');
    expect(refused).toEqual(['bad', '=x', 'a=Not A Slug', 'b=c=d']);
    expect(partnerForCampaign('a', table)).toBeNull();
  });

  it('leaves the defaults untouched', () => {
    campaignPartnersFrom('summit=other-partner');
    expect(DEFAULT_CAMPAIGN_PARTNERS.summit).toBe('summit-property-management');
  });
});
