/**
 * Partner websites send guests with a campaign source (`utm_source`) rather than a `partner`
 * parameter; one table maps each source to the partner's slug
 * (docs/product/overview.md#campaign-sources). The product has its own list; this table holds
 * the partners the demo knows, and a build adds or replaces rows with PUBLIC_CAMPAIGN_PARTNERS.
 */
export type CampaignPartners = Readonly<Record<string, string>>;

export const DEFAULT_CAMPAIGN_PARTNERS: CampaignPartners = {
  summit: 'summit-property-management',
  summitpm: 'summit-property-management',
  coastal: 'coastal-retreats',
  coastalretreats: 'coastal-retreats',
  wanderlust: 'wanderlust-travel-advisors',
  alpine: 'alpine-outfitters',
  alpineoutfitters: 'alpine-outfitters',
};

/** Sources are compared as people type them into links: case and spaces do not matter. */
const sourceKey = (source: string): string => source.trim().toLowerCase();

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads the configured rows, 'source=slug' separated by commas, over the defaults. A row that
 * is not a source and a slug is left out (and named in `refused`) rather than guessed at.
 */
export const campaignPartnersFrom = (
  configured: string,
  defaults: CampaignPartners = DEFAULT_CAMPAIGN_PARTNERS,
): { readonly table: CampaignPartners; readonly refused: readonly string[] } => {
  const table: Record<string, string> = { ...defaults };
  const refused: string[] = [];
  for (const row of configured.split(',')) {
    if (row.trim() === '') continue;
    const [source = '', slug = '', ...rest] = row.split('=');
    const key = sourceKey(source);
    const value = slug.trim().toLowerCase();
    if (key === '' || !SLUG.test(value) || rest.length > 0) refused.push(row.trim());
    else table[key] = value;
  }
  return { table, refused };
};

/** The partner slug a campaign source stands for, or null for a source the table lacks. */
export const partnerForCampaign = (source: string | null, table: CampaignPartners): string | null => {
  if (source === null) return null;
  const key = sourceKey(source);
  return Object.hasOwn(table, key) ? (table[key] ?? null) : null;
};
