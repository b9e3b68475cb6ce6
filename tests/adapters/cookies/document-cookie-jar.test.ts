import { describe, expect, it } from 'vitest';
import { DocumentCookieJar, parentDomain } from '../../../src/adapters/cookies/document-cookie-jar.js';

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

describe('cookies on the parent domain, path /', () => {
  it('reads a cookie and treats a corrupt one as absent', () => {
    const { doc } = fakeDocument('app.keyhaven.test', 'a=1; sso_session=tok%20en; bad=%E0%A4%A');
    const jar = new DocumentCookieJar(doc);
    expect(jar.get('sso_session')).toBe('tok en');
    expect(jar.get('bad')).toBeNull();
    expect(jar.get('missing')).toBeNull();
  });

  it('writes on the parent domain, path /, Secure and SameSite=Lax outside localhost', () => {
    const { doc, writes } = fakeDocument('app.keyhaven.test');
    new DocumentCookieJar(doc).set('contact_email', 'a@b.test', { maxAgeSeconds: 60 });
    expect(writes[0]).toBe(
      'contact_email=a%40b.test; Path=/; Domain=keyhaven.test; SameSite=Lax; Secure; Max-Age=60',
    );
  });

  it('on localhost: host-only and not Secure, so local http works', () => {
    const { doc, writes } = fakeDocument('localhost');
    const jar = new DocumentCookieJar(doc);
    jar.remove('sso_session');
    expect(writes[0]).toBe('sso_session=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('parent domain of a host', () => {
    expect(parentDomain('app.keyhaven.test')).toBe('keyhaven.test');
    expect(parentDomain('keyhaven.test')).toBe('keyhaven.test');
  });
});
