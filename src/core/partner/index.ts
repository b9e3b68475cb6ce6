export { type CampaignPartners, campaignPartnersFrom, partnerForCampaign } from './campaign-partners.rule.js';
export { emptyPartner, Partner } from './partner.entity.js';
