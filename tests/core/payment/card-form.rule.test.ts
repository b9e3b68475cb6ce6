import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { validateCardForm } from '../../../src/core/payment/card-form.rule.js';

const message = (values: Parameters<typeof validateCardForm>[0]) => {
  const result = validateCardForm(values);
  return E.isLeft(result) ? result.left.message : null;
};

describe('standalone card form', () => {
  it("standalone card form: name empty -> 'Please provide name on card' (shown first)", () => {
    expect(message({ name: '', country: null, zip: '' })).toBe('Please provide name on card');
    expect(message({ name: '  ', country: 'US', zip: '1' })).toBe('Please provide name on card');
    expect(validateCardForm({ name: null, country: 'US', zip: '1' })).toEqual(
      E.left({ kind: 'validation', message: 'Please provide name on card' }),
    );
  });

  it("standalone card form: country missing -> 'Please select the billing country' (before zip)", () => {
    expect(message({ name: 'Ada', country: undefined, zip: '' })).toBe('Please select the billing country');
    expect(validateCardForm({ name: 'Ada', country: '', zip: '1' })).toEqual(
      E.left({ kind: 'validation', message: 'Please select the billing country' }),
    );
  });

  it("standalone card form: zip empty -> 'Please provide zip on card'", () => {
    expect(message({ name: 'Ada', country: 'US', zip: '' })).toBe('Please provide zip on card');
    expect(validateCardForm({ name: 'Ada', country: 'US', zip: null })).toEqual(
      E.left({ kind: 'validation', message: 'Please provide zip on card' }),
    );
  });

  it('standalone card form: a complete form passes, trimmed', () => {
    expect(validateCardForm({ name: ' Ada Guest ', country: 'US', zip: ' 81611 ' })).toEqual(
      E.right({ name: 'Ada Guest', country: 'US', zip: '81611' }),
    );
  });
});
