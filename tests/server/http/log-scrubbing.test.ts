import { describe, expect, it } from 'vitest';
import {
  isSecretKey,
  REDACTED,
  scrubString,
  scrubUrl,
  scrubValue,
} from '../../../server/http/log-scrubbing.js';

describe('isSecretKey', () => {
  it.each([
    'password',
    'newPassword',
    'sessionToken',
    'X-Session-Token',
    'stripe_token',
    'authorization',
    'Cookie',
    'set-cookie',
    'cardNumber',
    'card_number',
    'cvc',
    'CVV',
    'securityCode',
    'clientSecret',
    'body',
  ])('%s names a secret', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each(['email', 'phone', 'status', 'url', 'number', 'company', 'cardId', 'last4'])(
    '%s does not',
    (key) => {
      expect(isSecretKey(key)).toBe(false);
    },
  );
});

describe('scrubString', () => {
  it.each([
    ['4242424242424242', REDACTED],
    ['card 4242 4242 4242 4242 declined', `card ${REDACTED} declined`],
    ['4000-0000-0000-0002', REDACTED],
    ['amex 378282246310005.', `amex ${REDACTED}.`],
  ])('takes the card number out of %j', (text, expected) => {
    expect(scrubString(text)).toBe(expected);
  });

  it.each([
    ['a digit run failing the Luhn check', '4242424242424241'],
    ['a 12-digit number', '123456789012'],
    ['a timestamp', '1795370326915'],
    ['a phone number', '+1 (303) 555-0199'],
    ['a date', '2027-03-10'],
  ])('leaves %s alone', (_what, text) => {
    expect(scrubString(text)).toBe(text);
  });

  it('takes a session token out, not shorter ids', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(token).toHaveLength(43);
    expect(scrubString(`token ${token} expired`)).toBe(`token ${REDACTED} expired`);
    expect(scrubString('objectId A1VgW9aaiY')).toBe('objectId A1VgW9aaiY');
  });
});

describe('scrubValue', () => {
  it('redacts secret keys at any depth and card numbers in any string or number', () => {
    const logged = {
      user: { email: 'ava@keyhaven.test', password: 'vacation-demo-1' },
      payment: {
        card: { number: 4242424242424242, cvc: '123', exp: '12/30' },
        note: 'card 4242 4242 4242 4242',
      },
      attempts: [{ sessionToken: 'x' }, 3],
    };
    expect(scrubValue(logged)).toEqual({
      user: { email: 'ava@keyhaven.test', password: REDACTED },
      payment: { card: { number: REDACTED, cvc: REDACTED, exp: '12/30' }, note: `card ${REDACTED}` },
      attempts: [{ sessionToken: REDACTED }, 3],
    });
    expect(logged.user.password).toBe('vacation-demo-1'); // a copy: the caller's value is untouched
  });

  it('leaves objects with serializers of their own (errors, requests) to them', () => {
    const error = new Error('4242424242424242');
    expect((scrubValue({ err: error }) as { err: unknown }).err).toBe(error);
  });

  it('drops what lies deeper than it walks', () => {
    let deep: unknown = { cardNumberHiddenFarDown: 'x' };
    for (let i = 0; i < 10; i += 1) deep = { next: deep };
    expect(JSON.stringify(scrubValue(deep))).not.toContain('cardNumberHiddenFarDown');
  });
});

describe('scrubUrl', () => {
  it.each([
    ['/api/creditCardToken/ctok_abc123', `/api/creditCardToken/${REDACTED}`],
    ['/api/creditCardToken/ctok_abc123?x=1', `/api/creditCardToken/${REDACTED}?x=1`],
    [
      '/sso/set-password/?email=ava%40keyhaven.test&returnUrl=%2F',
      `/sso/set-password/?email=${REDACTED}&returnUrl=%2F`,
    ],
    [
      '/api/thing?session_token=abc&token=def&page=2',
      `/api/thing?session_token=${REDACTED}&token=${REDACTED}&page=2`,
    ],
    ['/api/thing?note=4242424242424242', `/api/thing?note=${REDACTED}`],
    [
      '/api/listings/search?destination=Aspen&adultCount=2',
      '/api/listings/search?destination=Aspen&adultCount=2',
    ],
    ['/api/x?%E0%A4%A=1&flag', '/api/x?%E0%A4%A=1&flag'],
    // A card number arrives in a URL in any encoding a browser or a person gives it.
    ...[
      '4242+4242+4242+4242',
      '4242%204242%204242%204242',
      '4242%2D4242%2D4242%2D4242',
      '4242.4242.4242.4242',
      '4242_4242_4242_4242',
      '4242/4242/4242/4242',
      '%34%32%34%32%34%32%34%32%34%32%34%32%34%32%34%32',
      '4242%25204242%25204242%25204242',
    ].map((number) => [
      `/api/listings/search-count?keywords=${number}&adultCount=2`,
      `/api/listings/search-count?keywords=${REDACTED}&adultCount=2`,
    ]),
    ['/api/listings/4242%204242%204242%204242/similar', `/api/listings/${REDACTED}/similar`],
    // Slashes between its groups spread a number over path segments: the segments go.
    [
      '/api/no-such-route/4242/4242/4242/4242?page=2',
      `/api/no-such-route/${REDACTED}/${REDACTED}/${REDACTED}/${REDACTED}?page=2`,
    ],
    ['/api/trips/2027/03/10', '/api/trips/2027/03/10'],
    // Digits that fail the Luhn check, and ordinary numbers, stay: they are ids, dates, counts.
    ['/api/x?keywords=4242+4242+4242+4241', '/api/x?keywords=4242+4242+4242+4241'],
    ['/api/x?startDate=2027-03-01&endDate=2027-03-08', '/api/x?startDate=2027-03-01&endDate=2027-03-08'],
  ])('%s -> %s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});
