import type { CookieJar } from '../../core/storage/index.js';

/** The cookie written to find the parent domain, and deleted at once. */
export const DOMAIN_PROBE_COOKIE = 'kh_domain_probe';

/** A cookie's value in a `document.cookie` string; a corrupt one is treated as absent, never trusted. */
const readCookie = (cookies: string, name: string): string | null => {
  for (const part of cookies.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
};

/** localhost and IPv4 addresses: local http, so cookies there are not Secure. */
const isLocalHost = (host: string): boolean => host === '' || host === 'localhost' || /^[\d.]+$/.test(host);

/** A host with no parent domain to share: local, a single label, or an IPv6 address. */
const hasNoParent = (host: string): boolean => isLocalHost(host) || !host.includes('.') || host.includes(':');

/**
 * The registrable domain of `host` (app.example.co.uk -> example.co.uk), or null when the
 * browser keeps no cookie on any suffix. A public suffix such as co.uk is refused by the
 * browser, which already knows the public suffix list: shipping that list to find the domain
 * would weigh tens of kB on the guest's first download. So, as analytics libraries do, a
 * short-lived cookie is tried on each suffix from the shortest (two labels) to the whole
 * host, and the first one the browser keeps is the answer; the probe is deleted at once.
 */
export const probeParentDomain = (doc: Pick<Document, 'cookie'>, host: string): string | null => {
  const labels = host.split('.');
  for (let count = 2; count <= labels.length; count += 1) {
    const candidate = labels.slice(-count).join('.');
    const scope = `Path=/; Domain=${candidate}; SameSite=Lax`;
    doc.cookie = `${DOMAIN_PROBE_COOKIE}=${encodeURIComponent(candidate)}; ${scope}; Max-Age=10`;
    if (readCookie(doc.cookie, DOMAIN_PROBE_COOKIE) === candidate) {
      doc.cookie = `${DOMAIN_PROBE_COOKIE}=; ${scope}; Max-Age=0`;
      return candidate;
    }
  }
  return null;
};

/**
 * Cookies on the parent domain, path / (docs/product/constants.md#cookies), so the guest app
 * and the portal on sibling hosts share them. The parent domain is found once per jar by
 * probeParentDomain; localhost and IP addresses, and a host where the browser keeps no
 * cookie on any suffix, get host-only cookies. Secure outside localhost; SameSite=Lax
 * (docs/host/decisions.md#sessions-and-roles).
 */
export class DocumentCookieJar implements CookieJar {
  #domain: string | null | undefined;

  constructor(private readonly doc: Document = document) {}

  get(name: string): string | null {
    return readCookie(this.doc.cookie, name);
  }

  set(name: string, value: string, options: { maxAgeSeconds?: number } = {}): void {
    const maxAge = options.maxAgeSeconds ?? 60 * 60 * 24 * 30;
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; ${this.attributes()}; Max-Age=${maxAge}`;
  }

  remove(name: string): void {
    this.doc.cookie = `${name}=; ${this.attributes()}; Max-Age=0`;
  }

  private parentDomain(host: string): string | null {
    if (this.#domain === undefined)
      this.#domain = hasNoParent(host) ? null : probeParentDomain(this.doc, host);
    return this.#domain;
  }

  private attributes(): string {
    const host = this.doc.location?.hostname ?? '';
    const domain = this.parentDomain(host);
    const secure = isLocalHost(host) ? '' : '; Secure';
    return `Path=/${domain === null ? '' : `; Domain=${domain}`}; SameSite=Lax${secure}`;
  }
}
