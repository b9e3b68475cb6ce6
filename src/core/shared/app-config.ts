import { token } from './token.js';
/**
 * What the product needs to know about where it runs. Read once from PUBLIC_* build
 * variables by src/config.ts and handed to the composition root; core only sees this shape.
 */
export interface AppConfig {
  /** Base URL of the REST host; '' means the same origin as the page. */
  readonly apiBaseUrl: string;
  /** Base URL of the session backend (current user, become, logout). */
  readonly authBaseUrl: string;
  /** Base URL of the single sign-on portal. */
  readonly ssoUrl: string;
  /** The main marketing site that /bundle, /destinations and /stays leave for. */
  readonly mainSiteUrl: string;
  /** Base URL of the guest app (where the portal returns to). */
  readonly appUrl: string;
  readonly paymentPublishableKey: string;
  readonly analyticsKey: string;
  /** The Segment-compatible endpoint for analytics; absent or '' means Segment's own. */
  readonly analyticsHost?: string;
  readonly errorReportingDsn: string;
  /**
   * The map's configured source, '' each when not configured (see core/catalog/map-source.rule):
   * a Mapbox/MapLibre style document, a PMTiles archive, an XYZ raster template
   * ('https://tiles.example/{z}/{x}/{y}.png'); none, the offline basemap.
   */
  readonly mapStyleUrl: string;
  readonly mapPmtilesUrl: string;
  readonly mapTilesUrl: string;
  /** The credit the configured source requires, shown on the map as text. */
  readonly mapTilesAttribution: string;
  readonly supportPhone: string;
  readonly supportEmail: string;
  /** Address of last resort for the error boundary when no market is known. */
  readonly bugsEmail: string;
  readonly productShortName: string;
  /** Campaign sources (utm_source) and the partner slugs they stand for (core/partner/campaign-partners.rule). */
  readonly campaignPartners: Readonly<Record<string, string>>;
}
export const AppConfig = token<AppConfig>('AppConfig');
