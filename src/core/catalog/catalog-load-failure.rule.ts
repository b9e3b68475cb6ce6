import { type AppError, appError } from '../shared/index.js';

export const CATALOG_FAILURE_HEADER = 'Search Unavailable';

/**
 * A catalog that fails to load shows an empty catalog and an error asking the guest to call
 * (docs/product/errors.md#catalog-failure). The docs give the gist, not the words; these are
 * ours. The phone number is passed in as it should be shown (the product's number comes from
 * configuration).
 */
export const catalogFailureMessage = (phone: string): string =>
  `We're having trouble searching homes right now. Please call us at ${phone} and we'll help you find a home.`;

/**
 * The page-load error for a failed catalog. The failure's own HTTP status, if any, is kept
 * so the error page shows the real code; the header always reads 'Search Unavailable'.
 */
export const catalogLoadFailure = (phone: string, cause?: Pick<AppError, 'status'>): AppError =>
  appError(
    'page-load',
    catalogFailureMessage(phone),
    cause?.status === undefined
      ? { header: CATALOG_FAILURE_HEADER }
      : { header: CATALOG_FAILURE_HEADER, status: cause.status },
  );
