import { token } from '../shared/token.js';
/**
 * Leaving the guest app: for the main site (/bundle, /destinations, /stays, SPEC 2), the
 * sign-on portal, and external partner pages. Moves inside the app go through the router.
 */
export interface ExternalNavigation {
  /** Replaces the app with the page at `url`. */
  leaveFor(url: string): void;
  /** Opens `url` in a new tab, keeping the app where it is (SPEC 2 nav links). */
  openInNewTab(url: string): void;
}
export const ExternalNavigation = token<ExternalNavigation>('ExternalNavigation');
