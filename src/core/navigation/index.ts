// The navigation area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { ExternalNavigation } from './external-navigation.port.js';
export { isNavMenu, type NavBarInput, type NavLink, type NavMenu, navBarModel } from './nav-bar.rule.js';
export { pageViewProperties, sendsGenericPageView } from './page-view.rule.js';
export { withPreservedQuery } from './preserved-params.js';
export { safeReturnUrl } from './return-url.rule.js';
export { mainSiteTarget, withoutTrailingSlash } from './route-redirects.rule.js';
export { type ServicePlace, serviceHomePath, serviceTarget } from './service-address.rule.js';
export { portalSignInUrl, portalSignOutUrl, signInOptionsOf } from './sign-in-url.rule.js';
