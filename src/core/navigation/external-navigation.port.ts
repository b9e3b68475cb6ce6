import { token } from '../shared/index.js';
/**
 * Leaving the guest app: for the main site (/bundle, /destinations, /stays,
 * docs/product/routes.md#route-table), the sign-on portal, and external partner pages. Moves
 * inside the app go through the router.
 */
export interface ExternalNavigation {
  /** Replaces the app with the page at `url`. */
  leaveFor(url: string): void;
  /**
   * Opens `url` in a new tab, keeping the app where it is
   * (docs/product/routes.md#navigation-bar).
   */
  openInNewTab(url: string): void;
}
export const ExternalNavigation = token<ExternalNavigation>('ExternalNavigation');
