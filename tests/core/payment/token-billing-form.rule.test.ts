import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  BILLING_FIELD_LABELS,
  type BillingValues,
  setBillingField,
  validateTokenBillingForm,
} from '../../../src/core/payment/token-billing-form.rule.js';

const COMPLETE: BillingValues = {
  cardholderName: 'Ada Guest',
  cardNumber: '4242424242424242',
  expirationDate: '12/30',
  securityCode: '123',
  city: 'Aspen',
  zipCode: '81611',
};

const fieldErrors = (values: BillingValues) => {
  const result = validateTokenBillingForm(values);
  return E.isLeft(result) ? result.left.fieldErrors : {};
};

describe('token billing form', () => {
  it('billing fields: Cardholder Name, Credit Card Number, Expiration Date, Security Code, City, Zip Code', () => {
    expect(Object.values(BILLING_FIELD_LABELS)).toEqual([
      'Cardholder Name',
      'Credit Card Number',
      'Expiration Date',
      'Security Code',
      'City',
      'Zip Code',
    ]);
  });

  it('token billing form: a complete form is valid', () => {
    expect(validateTokenBillingForm(COMPLETE)).toEqual(E.right(COMPLETE));
  });

  it('token billing form: all six fields required, errors per field', () => {
    const result = validateTokenBillingForm({});
    expect(E.isLeft(result) && result.left.kind).toBe('validation');
    expect(E.isLeft(result) && result.left.message).toBe('Please correct the billing details.');
    expect(fieldErrors({})).toEqual({
      cardholderName: 'Cardholder Name is required.',
      cardNumber: 'Credit Card Number is required.',
      expirationDate: 'Expiration Date is required.',
      securityCode: 'Security Code is required.',
      city: 'City is required.',
      zipCode: 'Zip Code is required.',
    });
  });

  it.each(Object.keys(BILLING_FIELD_LABELS) as (keyof typeof BILLING_FIELD_LABELS)[])(
    'token billing form: %s alone missing is the only error',
    (field) => {
      const { [field]: _gone, ...rest } = COMPLETE;
      expect(Object.keys(fieldErrors(rest))).toEqual([field]);
    },
  );

  it('token billing form: Zip Code at least 2 characters (1 fails, 2 passes)', () => {
    expect(fieldErrors({ ...COMPLETE, zipCode: '1' })).toEqual({
      zipCode: 'Zip Code must be at least 2 characters.',
    });
    expect(fieldErrors({ ...COMPLETE, zipCode: '12' })).toEqual({});
  });

  it('token billing form: Expiration Date at least 5 (4 fails, 5 passes)', () => {
    expect(fieldErrors({ ...COMPLETE, expirationDate: '12/3' })).toEqual({
      expirationDate: 'Expiration Date must be at least 5 characters.',
    });
    expect(fieldErrors({ ...COMPLETE, expirationDate: '12/30' })).toEqual({});
  });

  it('token billing form: surrounding spaces do not count towards a length; blank is missing', () => {
    expect(fieldErrors({ ...COMPLETE, zipCode: ' 1 ' })).toEqual({
      zipCode: 'Zip Code must be at least 2 characters.',
    });
    expect(fieldErrors({ ...COMPLETE, city: '   ' })).toEqual({ city: 'City is required.' });
  });

  it('token billing form: other fields have no minimum length', () => {
    expect(fieldErrors({ ...COMPLETE, securityCode: '1', city: 'X', cardholderName: 'A' })).toEqual({});
  });

  it('token billing form: empty values remove the field', () => {
    expect(setBillingField(COMPLETE, 'city', '')).not.toHaveProperty('city');
    expect(setBillingField(COMPLETE, 'city', '  ')).not.toHaveProperty('city');
    expect(setBillingField({}, 'city', 'Aspen')).toEqual({ city: 'Aspen' });
    expect(setBillingField({ city: 'Aspen' }, 'city', 'Vail')).toEqual({ city: 'Vail' });
  });
});
