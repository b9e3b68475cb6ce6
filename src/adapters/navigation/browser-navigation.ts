import type { ExternalNavigation } from '../../core/navigation/index.js';

/** The part of `window` this adapter uses, so tests pass a stand-in. */
export type NavigationWindow = Pick<Window, 'open'> & { readonly location: Pick<Location, 'replace'> };

/**
 * Leaving the app through the browser. `replace`, not `assign`: the routes that leave
 * (/bundle, /destinations, /stays) only redirect, and keeping them in history would send
 * the guest straight back out when they press Back. New tabs get `noopener` so the page
 * opened (a partner site) cannot reach back into ours through `window.opener`.
 */
export class BrowserNavigation implements ExternalNavigation {
  constructor(private readonly win: NavigationWindow = window) {}

  leaveFor(url: string): void {
    this.win.location.replace(url);
  }

  openInNewTab(url: string): void {
    this.win.open(url, '_blank', 'noopener');
  }
}
