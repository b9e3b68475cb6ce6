import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';

/**
 * The billing fields of the card-by-token page, with their labels
 * (docs/product/routes.md#card-addition-by-token).
 */
export const BILLING_FIELD_LABELS = {
  cardholderName: 'Cardholder Name',
  cardNumber: 'Credit Card Number',
  expirationDate: 'Expiration Date',
  securityCode: 'Security Code',
  city: 'City',
  zipCode: 'Zip Code',
} as const;

export type BillingField = keyof typeof BILLING_FIELD_LABELS;
export type BillingValues = Readonly<Partial<Record<BillingField, string>>>;
export type BillingFieldErrors = Readonly<Partial<Record<BillingField, string>>>;

/** Zip at least 2 characters, expiry (MM/YY) at least 5 (docs/product/constants.md#business-constants). */
export const ZIP_MIN_LENGTH = 2;
export const EXPIRATION_MIN_LENGTH = 5;

const MIN_LENGTH: Partial<Record<BillingField, number>> = {
  zipCode: ZIP_MIN_LENGTH,
  expirationDate: EXPIRATION_MIN_LENGTH,
};

export interface BillingFormError extends AppError {
  readonly kind: 'validation';
  readonly fieldErrors: BillingFieldErrors;
}

/**
 * An emptied field is removed, not kept as '' (whitespace counts as empty), so
 * "required" has one meaning: the key is absent (docs/product/validation.md#token-billing-form).
 */
export const setBillingField = (values: BillingValues, field: BillingField, value: string): BillingValues => {
  const { [field]: _removed, ...rest } = values;
  return value.trim() === '' ? rest : { ...rest, [field]: value };
};

// The docs leave the messages unwritten (docs/product/validation.md#token-billing-form);
// these name the field as its label does.
const fieldError = (field: BillingField, value: string | undefined): string | undefined => {
  const label = BILLING_FIELD_LABELS[field];
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return `${label} is required.`;
  const min = MIN_LENGTH[field] ?? 0;
  if (trimmed.length < min) return `${label} must be at least ${min} characters.`;
  return undefined;
};

/**
 * Every field required (docs/product/validation.md#token-billing-form); zip and expiry have a
 * minimum length. All errors at once, per field.
 */
export const validateTokenBillingForm = (
  values: BillingValues,
): E.Either<BillingFormError, Readonly<Record<BillingField, string>>> => {
  const fieldErrors: Partial<Record<BillingField, string>> = {};
  for (const field of Object.keys(BILLING_FIELD_LABELS) as BillingField[]) {
    const error = fieldError(field, values[field]);
    if (error !== undefined) fieldErrors[field] = error;
  }
  return Object.keys(fieldErrors).length === 0
    ? E.right(values as Record<BillingField, string>)
    : E.left({ kind: 'validation', message: 'Please correct the billing details.', fieldErrors });
};
