// The partner area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { type CampaignPartners, campaignPartnersFrom, partnerForCampaign } from './campaign-partners.rule.js';
export { emptyPartner, Partner } from './partner.entity.js';
