import { type CampaignPartners, partnerForCampaign } from '../partner/index.js';

/**
 * The URL parameters the app reads on start (docs/product/overview.md#start-up: lead,
 * product_line, email, partner). Without a partner parameter, a campaign source the table
 * knows names the partner (docs/product/overview.md#campaign-sources).
 */
export interface StartupParams {
  readonly leadId: string | null;
  readonly productLine: string | null;
  readonly email: string | null;
  readonly partnerName: string | null;
  /** Where the visit came from (`leadSource`, carried page to page), sent with a home's price request. */
  readonly leadSource: string | null;
}

// Links are pasted and hand-edited: a blank value, or the literal 'null' that
// docs/product/constants.md#preserved-url-parameters treats as "remove this parameter", means
// the parameter is not there.
const read = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim() ?? '';
  return value === '' || value === 'null' ? null : value;
};

export const startupParams = (search: URLSearchParams, campaigns: CampaignPartners = {}): StartupParams => ({
  leadId: read(search, 'lead'),
  productLine: read(search, 'product_line'),
  email: read(search, 'email'),
  partnerName: read(search, 'partner') ?? partnerForCampaign(read(search, 'utm_source'), campaigns),
  leadSource: read(search, 'leadSource'),
});
