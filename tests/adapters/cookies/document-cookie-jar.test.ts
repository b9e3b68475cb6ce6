import { describe, expect, it } from 'vitest';
import {
  DOMAIN_PROBE_COOKIE,
  DocumentCookieJar,
  probeParentDomain,
} from '../../../src/adapters/cookies/document-cookie-jar.js';

/** A document stand-in that records what was written to document.cookie. */
const fakeDocument = (hostname: string, cookie = '') => {
  const writes: string[] = [];
  const doc = {
    location: { hostname },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { doc: doc as unknown as Document, writes };
};

/** A few public suffixes, as the browser's own list has them. */
const PUBLIC_SUFFIXES = new Set(['com', 'uk', 'co.uk', 'test', 'github.io', 'kh.test']);

/**
 * A document that keeps cookies as a browser does for the domain: a Domain that is a public
 * suffix, or not the host or one of its parents, is refused and nothing is set; Max-Age=0
 * deletes. Every write is recorded.
 */
const browserDocument = (hostname: string) => {
  const jar = new Map<string, { value: string; domain: string }>();
  const writes: string[] = [];
  const doc = {
    location: { hostname },
    get cookie() {
      return [...jar.entries()].map(([name, { value }]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      writes.push(written);
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const [name = '', ...rest] = pair.split('=');
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
      const domain = attribute('Domain') ?? hostname;
      const onHost = domain === hostname || hostname.endsWith(`.${domain}`);
      if (!onHost || (attribute('Domain') !== undefined && PUBLIC_SUFFIXES.has(domain))) return;
      if (attribute('Max-Age') === '0') jar.delete(name);
      else jar.set(name, { value: rest.join('='), domain });
    },
  };
  return { doc: doc as unknown as Document, writes, jar };
};

describe('cookies on the parent domain, path /', () => {
  it('reads a cookie and treats a corrupt one as absent', () => {
    const { doc } = fakeDocument('app.keyhaven.test', 'a=1; sso_session=tok%20en; bad=%E0%A4%A');
    const jar = new DocumentCookieJar(doc);
    expect(jar.get('sso_session')).toBe('tok en');
    expect(jar.get('bad')).toBeNull();
    expect(jar.get('missing')).toBeNull();
  });

  it('writes on the parent domain the browser keeps, path /, Secure and SameSite=Lax outside localhost', () => {
    const { doc, writes, jar } = browserDocument('app.keyhaven.example');
    new DocumentCookieJar(doc).set('contact_email', 'a@b.test', { maxAgeSeconds: 60 });
    expect(writes.at(-1)).toBe(
      'contact_email=a%40b.test; Path=/; Domain=keyhaven.example; SameSite=Lax; Secure; Max-Age=60',
    );
    expect([...jar.keys()]).toEqual(['contact_email']); // the probe is gone
  });

  it('app.example.co.uk: co.uk is a public suffix, so the cookie goes on example.co.uk', () => {
    const { doc, jar } = browserDocument('app.example.co.uk');
    const cookies = new DocumentCookieJar(doc);
    cookies.set('sso_session', 'token');
    expect(jar.get('sso_session')).toEqual({ value: 'token', domain: 'example.co.uk' });
    expect(jar.has(DOMAIN_PROBE_COOKIE)).toBe(false);
    cookies.remove('sso_session');
    expect(jar.size).toBe(0);
  });

  it('probes from the shortest suffix to the whole host and takes the first kept', () => {
    expect(probeParentDomain(browserDocument('a.b.example.co.uk').doc, 'a.b.example.co.uk')).toBe(
      'example.co.uk',
    );
    expect(probeParentDomain(browserDocument('app.keyhaven.test').doc, 'app.keyhaven.test')).toBe(
      'keyhaven.test',
    );
    // Every shorter suffix is public: only the whole host is kept.
    expect(probeParentDomain(browserDocument('guest.kh.test').doc, 'guest.kh.test')).toBe('guest.kh.test');
    expect(probeParentDomain(browserDocument('someone.github.io').doc, 'someone.github.io')).toBe(
      'someone.github.io',
    );
  });

  it('a browser that keeps no cookie on any suffix gives host-only cookies', () => {
    const { doc, writes } = fakeDocument('app.example.co.uk');
    expect(probeParentDomain(doc, 'app.example.co.uk')).toBeNull();
    expect(writes).toEqual([
      `${DOMAIN_PROBE_COOKIE}=co.uk; Path=/; Domain=co.uk; SameSite=Lax; Max-Age=10`,
      `${DOMAIN_PROBE_COOKIE}=example.co.uk; Path=/; Domain=example.co.uk; SameSite=Lax; Max-Age=10`,
      `${DOMAIN_PROBE_COOKIE}=app.example.co.uk; Path=/; Domain=app.example.co.uk; SameSite=Lax; Max-Age=10`,
    ]);
    const other = fakeDocument('app.example.co.uk');
    new DocumentCookieJar(other.doc).set('x', '1', { maxAgeSeconds: 5 });
    expect(other.writes.at(-1)).toBe('x=1; Path=/; SameSite=Lax; Secure; Max-Age=5');
  });

  it('probes once per jar: later writes reuse the answer', () => {
    const { doc, writes } = browserDocument('app.example.co.uk');
    const cookies = new DocumentCookieJar(doc);
    cookies.set('a', '1');
    const afterFirst = writes.length;
    cookies.set('b', '2');
    cookies.remove('a');
    expect(writes.length).toBe(afterFirst + 2);
    expect(writes.filter((written) => written.startsWith(DOMAIN_PROBE_COOKIE))).toHaveLength(3); // co.uk refused, example.co.uk kept, deleted
  });

  it('on localhost and IP addresses: host-only, no probe, and not Secure on localhost or IPv4', () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const { doc, writes } = fakeDocument(host);
      new DocumentCookieJar(doc).remove('sso_session');
      expect(writes).toEqual(['sso_session=; Path=/; SameSite=Lax; Max-Age=0']);
    }
    const v6 = fakeDocument('[::1]');
    new DocumentCookieJar(v6.doc).remove('sso_session');
    expect(v6.writes).toEqual(['sso_session=; Path=/; SameSite=Lax; Secure; Max-Age=0']);
  });
});
