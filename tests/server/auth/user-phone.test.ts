import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/user.store.js';
import { INVALID_PHONE, NOT_YOUR_ACCOUNT } from '../../../server/auth/user-phone.routes.js';
import { type AuthHarness, CONCIERGE, GUEST, openAuthHarness } from '../support/auth-server.js';
import { testEngines } from '../support/test-database.js';

describe.each(testEngines())('PUT /api/user/{userId}/phone on %s', (engine) => {
  let h: AuthHarness;
  let guestToken: string;
  let guestId: string;
  let conciergeId: string;

  const putPhone = (userId: string, payload: unknown, token: string | null = guestToken) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/user/${userId}/phone`,
      headers: token ? { 'x-session-token': token } : {},
      payload: payload as Record<string, unknown>,
    });
  const storedPhone = async (email: string) => (await findUserByEmail(h.db, email))?.phone;

  beforeAll(async () => {
    h = await openAuthHarness(engine);
    guestToken = await h.login(GUEST);
    guestId = (await findUserByEmail(h.db, GUEST.email))?.id ?? '';
    conciergeId = (await findUserByEmail(h.db, CONCIERGE.email))?.id ?? '';
  });
  afterAll(() => h.dispose());

  it.each([
    ['(303) 555-0199', '3035550199'],
    ['+1 303.555.0188', '13035550188'],
    ['+44 20 7946 0958', '442079460958'],
    ['12345678901234', '12345678901234'],
  ])('stores and answers the digits of %s', async (typed, digits) => {
    const response = await putPhone(guestId, { phone: typed });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: digits });
    expect(await storedPhone(GUEST.email)).toBe(digits);
  });

  it('shows the new number as the session user’s phone', async () => {
    await putPhone(guestId, { phone: '720-555-0101' });
    const me = await h.app.inject({
      method: 'GET',
      url: '/auth/current-user',
      headers: { 'x-session-token': guestToken },
    });
    expect(me.json()).toMatchObject({ phone: '7205550101' });
  });

  it.each([
    ['9 digits', '303555019'],
    ['15 digits', '123456789012345'],
    ['no digits', 'call me maybe'],
    ['an empty string', ''],
  ])('answers 400 for %s and keeps the stored number', async (_case, phone) => {
    await putPhone(guestId, { phone: '3035550123' });
    const response = await putPhone(guestId, { phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_PHONE });
    expect(await storedPhone(GUEST.email)).toBe('3035550123');
  });

  it.each([
    ['a missing phone', {}, 'phone is required'],
    ['an object instead of text', { phone: { digits: '3035550199' } }, 'phone must be string'],
    ['an overlong text', { phone: '1'.repeat(41) }, 'phone must NOT have more than 40 characters'],
  ])('answers 400 naming the field for %s', async (_case, payload, message) => {
    const response = await putPhone(guestId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 401 without a session and changes nothing', async () => {
    await putPhone(guestId, { phone: '3035550123' });
    const response = await putPhone(guestId, { phone: '3035550100' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'User is not signed in.' });
    expect(await storedPhone(GUEST.email)).toBe('3035550123');
  });

  it("answers 403 for another user's id and leaves their number alone", async () => {
    const response = await putPhone(conciergeId, { phone: '3035550100' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT });
    expect(await storedPhone(CONCIERGE.email)).toBeNull();
  });

  it('answers 403, not 404, for an id no account has', async () => {
    const response = await putPhone('NoSuchUser', { phone: '3035550100' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for an id that cannot be one', async () => {
    const response = await putPhone('bad%20id', { phone: '3035550100' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^userId /);
  });
});
