import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { signIn } from '../../../src/core/session/sign-in.use-case.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { CONTACT_EMAIL_COOKIE, SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';

const portalAnswering = (answer: Awaited<ReturnType<Parameters<typeof signIn>[0]['portal']['login']>>) => {
  const calls: [string, string][] = [];
  return {
    calls,
    portal: {
      login: async (username: string, password: string) => {
        calls.push([username, password]);
        return answer;
      },
    },
  };
};

describe('signIn', () => {
  it("holds the portal's session and the address in the cookies every later call carries", async () => {
    const cookies = new InMemoryCookieJar();
    const { portal, calls } = portalAnswering(E.right({ sessionToken: 'tok_1' }));
    const result = await signIn({ portal, cookies }, '  guest@keyhaven.test ', 'secret-1');
    expect(result).toEqual(E.right({ email: 'guest@keyhaven.test' }));
    expect(calls).toEqual([['guest@keyhaven.test', 'secret-1']]);
    expect(cookies.get(SESSION_COOKIE)).toBe('tok_1');
    expect(cookies.get(CONTACT_EMAIL_COOKIE)).toBe('guest@keyhaven.test');
  });

  it("answers the portal's refusal and leaves no session behind", async () => {
    const cookies = new InMemoryCookieJar();
    const refusal = appError('unauthorized', 'Incorrect e-mail or password.');
    const { portal } = portalAnswering(E.left(refusal));
    expect(await signIn({ portal, cookies }, 'guest@keyhaven.test', 'wrong')).toEqual(E.left(refusal));
    expect(cookies.get(SESSION_COOKIE)).toBeNull();
  });

  it.each([
    ['guest-at-nowhere', 'secret', 'Please enter a valid e-mail address.'],
    ['guest@keyhaven.test', '', 'Please enter your password.'],
  ])('checks the form before calling the portal (%s)', async (email, password, message) => {
    const cookies = new InMemoryCookieJar();
    const { portal, calls } = portalAnswering(E.right({ sessionToken: 'never' }));
    const result = await signIn({ portal, cookies }, email, password);
    expect(result).toEqual(E.left(expect.objectContaining({ kind: 'validation', message })));
    expect(calls).toEqual([]);
  });
});
