import { describe, expect, it } from 'vitest';
import { UserInterest } from '../../../src/core/interest/user-interest.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('User interest', () => {
  it('User interest: name, questionnaireImage decode', () => {
    const interest = { name: 'Skiing', questionnaireImage: 'https://img.example/interests/ski.jpg' };
    expect(decoded(UserInterest, interest)).toEqual(interest);
  });

  it('User interest: an interest without image decodes', () => {
    expect(decoded(UserInterest, { name: 'Dining' })).toEqual({ name: 'Dining' });
  });

  it('User interest: a numeric name is refused at name', () => {
    expectRejectedAt(UserInterest, { name: 3, questionnaireImage: null }, 'name');
  });
});
