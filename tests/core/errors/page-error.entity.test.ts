import { describe, expect, it } from 'vitest';
import { errorPageContent } from '../../../src/core/errors/error-catalogue.js';
import { PageError, pageErrorFrom } from '../../../src/core/errors/page-error.entity.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('SPEC 3 App error', () => {
  it('SPEC 3 App error: status, header, message decode', () => {
    const error = { status: 503, header: 'Search Unavailable', message: 'Please call us.' };
    expect(decoded(PageError, error)).toEqual(error);
  });

  it('SPEC 8 missing status is 404: an empty app error decodes and reads as Not Found', () => {
    const error = decoded(PageError, {});
    expect(error).toEqual({});
    expect(errorPageContent(error)).toMatchObject({ code: 404, header: 'Not Found' });
  });

  it('SPEC 3 App error: a status sent as text, or a null header, is refused', () => {
    expectRejectedAt(PageError, { status: '404' }, 'status');
    expectRejectedAt(PageError, { header: null }, 'header');
  });

  it('SPEC 8 custom header overrides: a core failure becomes a page error keeping its status and header', () => {
    const failure = appError('page-load', 'The itinerary item could not be located on this itinerary', {
      status: 404,
    });
    expect(pageErrorFrom(failure)).toEqual({
      status: 404,
      message: 'The itinerary item could not be located on this itinerary',
    });
    expect(pageErrorFrom(appError('page-load', 'Call us', { header: 'Search Unavailable' }))).toEqual({
      message: 'Call us',
      header: 'Search Unavailable',
    });
  });

  it('SPEC 8 missing status is 404: a failure without status or header leaves them out, not undefined', () => {
    const error = pageErrorFrom(appError('page-load', 'Gone'));
    expect(Object.keys(error)).toEqual(['message']);
    expect(errorPageContent(error)).toEqual({
      code: 404,
      header: 'Not Found',
      message: 'Gone',
    });
  });
});
