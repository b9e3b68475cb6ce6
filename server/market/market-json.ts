import type { MarketRow } from '../db/rows/markets-destinations.js';
import type { MediaUrl } from '../media/media-url.js';
import type { PublishedPartner } from './market.store.js';
import type { RunningPromotion } from './promotion.store.js';

/** A market as the app's MarketGateway reads it. */
export const marketJson = (market: MarketRow) => ({
  objectId: market.id,
  name: market.name,
  slug: market.slug,
  defaultProductLine: market.default_product_line,
  product_lines: market.product_lines,
  aliases: market.aliases,
  activeMarket: market.active,
  landscape: market.landscape,
  taxRatePercent: market.tax_rate_bps / 100,
  hasServicesCatalog: market.has_services_catalog,
  timeZoneName: market.time_zone_name,
  latLngLocation: { lat: market.latitude, lng: market.longitude },
});

/** A published partner, its logo (a stored media path) as a URL. */
export const partnerJson = (partner: PublishedPartner, media: MediaUrl) => {
  const { logo } = partner.data;
  return {
    objectId: partner.id,
    name: partner.name,
    slug: partner.slug,
    kind: partner.kind,
    data: { ...partner.data, ...(typeof logo === 'string' ? { logo: media(logo) } : {}) },
  };
};

/** The running promotions as an object keyed by promotion, each with what its banner shows. */
export const promotionsJson = (promotions: readonly RunningPromotion[]) =>
  Object.fromEntries(
    promotions.map((row) => [
      row.key,
      {
        title: row.title,
        message: row.message,
        linkUrl: row.link_url,
        linkText: row.link_text,
        productLines: row.product_lines,
        startsAt: new Date(row.starts_at).toISOString(),
        endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
      },
    ]),
  );
