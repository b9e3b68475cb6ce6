import { campaignPartnersFrom } from './core/partner/index.js';
import type { AppConfig } from './core/shared/index.js';

/** The PUBLIC_* variables the build inlines (rsbuild.config.ts defines every one). */
export const PUBLIC_VARIABLES = [
  'PUBLIC_API_URL',
  'PUBLIC_AUTH_URL',
  'PUBLIC_SSO_URL',
  'PUBLIC_MAIN_SITE_URL',
  'PUBLIC_APP_URL',
  'PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'PUBLIC_ANALYTICS_KEY',
  'PUBLIC_ANALYTICS_HOST',
  'PUBLIC_SENTRY_DSN',
  'PUBLIC_MAP_STYLE_URL',
  'PUBLIC_MAP_PMTILES_URL',
  'PUBLIC_MAP_TILES_URL',
  'PUBLIC_MAP_TILES_ATTRIBUTION',
  'PUBLIC_SUPPORT_PHONE',
  'PUBLIC_SUPPORT_EMAIL',
  'PUBLIC_BUGS_EMAIL',
  'PUBLIC_PRODUCT_SHORT_NAME',
  'PUBLIC_CAMPAIGN_PARTNERS',
] as const;
export type PublicVariable = (typeof PUBLIC_VARIABLES)[number];
export type PublicEnv = Partial<Record<PublicVariable, string | undefined>>;

/** Local defaults: everything on one host, offline-friendly, no third-party service. */
export const readConfig = (env: PublicEnv): AppConfig => ({
  apiBaseUrl: env.PUBLIC_API_URL ?? '',
  authBaseUrl: env.PUBLIC_AUTH_URL || '/auth',
  ssoUrl: env.PUBLIC_SSO_URL || '/sso',
  mainSiteUrl: env.PUBLIC_MAIN_SITE_URL || '/main-site',
  appUrl: env.PUBLIC_APP_URL ?? '',
  paymentPublishableKey: env.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '',
  analyticsKey: env.PUBLIC_ANALYTICS_KEY ?? '',
  analyticsHost: env.PUBLIC_ANALYTICS_HOST ?? '',
  errorReportingDsn: env.PUBLIC_SENTRY_DSN ?? '',
  mapStyleUrl: env.PUBLIC_MAP_STYLE_URL ?? '',
  mapPmtilesUrl: env.PUBLIC_MAP_PMTILES_URL ?? '',
  mapTilesUrl: env.PUBLIC_MAP_TILES_URL ?? '',
  mapTilesAttribution: env.PUBLIC_MAP_TILES_ATTRIBUTION ?? '',
  supportPhone: env.PUBLIC_SUPPORT_PHONE || '8885550142',
  supportEmail: env.PUBLIC_SUPPORT_EMAIL || 'concierge@keyhaven.test',
  bugsEmail: env.PUBLIC_BUGS_EMAIL || 'bugs@keyhaven.test',
  productShortName: env.PUBLIC_PRODUCT_SHORT_NAME || 'Keyhaven',
  // Rows that are not 'source=slug' are left out; the build's configuration is ours, not a guest's.
  campaignPartners: campaignPartnersFrom(env.PUBLIC_CAMPAIGN_PARTNERS ?? '').table,
});

/** The configuration of this build; each reference is replaced at build time. */
export const buildConfig = (): AppConfig =>
  readConfig({
    PUBLIC_API_URL: import.meta.env.PUBLIC_API_URL,
    PUBLIC_AUTH_URL: import.meta.env.PUBLIC_AUTH_URL,
    PUBLIC_SSO_URL: import.meta.env.PUBLIC_SSO_URL,
    PUBLIC_MAIN_SITE_URL: import.meta.env.PUBLIC_MAIN_SITE_URL,
    PUBLIC_APP_URL: import.meta.env.PUBLIC_APP_URL,
    PUBLIC_STRIPE_PUBLISHABLE_KEY: import.meta.env.PUBLIC_STRIPE_PUBLISHABLE_KEY,
    PUBLIC_ANALYTICS_KEY: import.meta.env.PUBLIC_ANALYTICS_KEY,
    PUBLIC_ANALYTICS_HOST: import.meta.env.PUBLIC_ANALYTICS_HOST,
    PUBLIC_SENTRY_DSN: import.meta.env.PUBLIC_SENTRY_DSN,
    PUBLIC_MAP_STYLE_URL: import.meta.env.PUBLIC_MAP_STYLE_URL,
    PUBLIC_MAP_PMTILES_URL: import.meta.env.PUBLIC_MAP_PMTILES_URL,
    PUBLIC_MAP_TILES_URL: import.meta.env.PUBLIC_MAP_TILES_URL,
    PUBLIC_MAP_TILES_ATTRIBUTION: import.meta.env.PUBLIC_MAP_TILES_ATTRIBUTION,
    PUBLIC_SUPPORT_PHONE: import.meta.env.PUBLIC_SUPPORT_PHONE,
    PUBLIC_SUPPORT_EMAIL: import.meta.env.PUBLIC_SUPPORT_EMAIL,
    PUBLIC_BUGS_EMAIL: import.meta.env.PUBLIC_BUGS_EMAIL,
    PUBLIC_PRODUCT_SHORT_NAME: import.meta.env.PUBLIC_PRODUCT_SHORT_NAME,
    PUBLIC_CAMPAIGN_PARTNERS: import.meta.env.PUBLIC_CAMPAIGN_PARTNERS,
  });
