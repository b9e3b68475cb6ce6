import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/index.js';

export const CARD_NAME_MISSING = 'Please provide name on card';
export const CARD_COUNTRY_MISSING = 'Please select the billing country';
export const CARD_ZIP_MISSING = 'Please provide zip on card';

export interface CardFormValues {
  readonly name: string | null | undefined;
  readonly country: string | null | undefined;
  readonly zip: string | null | undefined;
}

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * The standalone 'Add A Card' form shows only the first failure, in the order the fields
 * appear, so the guest fixes one thing at a time
 * (docs/product/validation.md#standalone-card-form). A blank name or zip is empty.
 */
export const validateCardForm = (
  values: CardFormValues,
): E.Either<AppError, Readonly<Record<keyof CardFormValues, string>>> => {
  if (blank(values.name)) return E.left(appError('validation', CARD_NAME_MISSING));
  if (blank(values.country)) return E.left(appError('validation', CARD_COUNTRY_MISSING));
  if (blank(values.zip)) return E.left(appError('validation', CARD_ZIP_MISSING));
  return E.right({ name: values.name!.trim(), country: values.country!, zip: values.zip!.trim() });
};
