import type { CookieJar } from '../../core/storage/cookie-jar.port.js';

/**
 * Cookies on the parent domain, path / (docs/product/constants.md#cookies), so the guest app
 * and the portal on sibling hosts share them. Secure outside localhost; SameSite=Lax
 * (docs/host/decisions.md#sessions-and-roles).
 */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: Document = document) {}

  get(name: string): string | null {
    for (const part of this.doc.cookie.split(';')) {
      const [rawKey, ...rest] = part.trim().split('=');
      if (rawKey === name) {
        try {
          return decodeURIComponent(rest.join('='));
        } catch {
          return null; // a corrupt cookie is treated as absent, never trusted
        }
      }
    }
    return null;
  }

  set(name: string, value: string, options: { maxAgeSeconds?: number } = {}): void {
    const maxAge = options.maxAgeSeconds ?? 60 * 60 * 24 * 30;
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; ${this.attributes()}; Max-Age=${maxAge}`;
  }

  remove(name: string): void {
    this.doc.cookie = `${name}=; ${this.attributes()}; Max-Age=0`;
  }

  private attributes(): string {
    const host = this.doc.location?.hostname ?? '';
    const local = host === 'localhost' || /^[\d.]+$/.test(host) || host === '';
    const domain = local ? '' : `; Domain=${parentDomain(host)}`;
    return `Path=/${domain}; SameSite=Lax${local ? '' : '; Secure'}`;
  }
}

/** app.example.com -> example.com; a two-label host stays as it is. */
export const parentDomain = (host: string): string => {
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(-2).join('.') : host;
};
