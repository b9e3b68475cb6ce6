import * as t from 'io-ts';
import type { AppError } from '../shared/app-error.js';
import { struct } from '../shared/struct.js';

/**
 * The app error the error page shows (SPEC 3 "App error: status, header, message"). The
 * app builds it, so absent parts are left out rather than null, and the value goes straight
 * into errorPageContent (error-catalogue.ts): a missing status reads as 404, and header and
 * message fall back to the catalogue.
 */
export const PageError = struct('PageError', {}, { status: t.number, header: t.string, message: t.string });
export type PageError = t.TypeOf<typeof PageError>;

/** The page error for a failure the core reported; only what the failure carries is kept. */
export const pageErrorFrom = (error: AppError): PageError => ({
  message: error.message,
  ...(error.status === undefined ? {} : { status: error.status }),
  ...(error.header === undefined ? {} : { header: error.header }),
});
