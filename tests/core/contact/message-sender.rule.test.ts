import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NAME,
  messageSenderEmail,
  messageSenderName,
} from '../../../src/core/contact/message-sender.rule.js';

const user = { fullName: 'Una User', email: 'una@example.com' };
const lead = { firstName: 'Lee', lastName: 'Lead', email: 'lee@example.com' };

describe('message name fallback', () => {
  it('message name fallback: explicit first', () => {
    expect(messageSenderName({ name: ' Typed Name ', user, lead })).toBe('Typed Name');
  });

  it('message name fallback: then user full name', () => {
    expect(messageSenderName({ name: '  ', user, lead })).toBe('Una User');
  });

  it('message name fallback: then lead first and last name', () => {
    expect(messageSenderName({ user: { fullName: '' }, lead })).toBe('Lee Lead');
    expect(messageSenderName({ user: null, lead: { firstName: 'Lee', lastName: null } })).toBe('Lee');
    expect(messageSenderName({ lead: { firstName: ' ', lastName: 'Lead' } })).toBe('Lead');
  });

  it("message name fallback: else 'Anonymous User' (anonymous name)", () => {
    expect(ANONYMOUS_NAME).toBe('Anonymous User');
    expect(messageSenderName({})).toBe('Anonymous User');
    expect(messageSenderName({ lead: { firstName: '', lastName: '' } })).toBe('Anonymous User');
  });
});

describe('message e-mail fallback', () => {
  it('message email fallback: explicit first', () => {
    expect(messageSenderEmail({ email: 'typed@example.com', user, lead })).toBe('typed@example.com');
  });

  it('message email fallback: then user', () => {
    expect(messageSenderEmail({ email: '', user, lead })).toBe('una@example.com');
  });

  it('message email fallback: then lead', () => {
    expect(messageSenderEmail({ user: { email: null }, lead })).toBe('lee@example.com');
  });

  it('message email fallback: else empty', () => {
    expect(messageSenderEmail({ user: null, lead: null })).toBe('');
  });
});
