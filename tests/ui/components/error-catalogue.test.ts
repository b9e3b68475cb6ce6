import { describe, expect, it } from 'vitest';
import {
  ERROR_BOUNDARY,
  errorPageContent,
  NOT_FOUND_PAGE,
  pageCodeOf,
} from '../../../src/ui/components/error-catalogue.js';

describe('generic error page', () => {
  it.each([
    [400, 'Bad Request', 'The server could not understand the request due to invalid syntax.'],
    [401, 'Unauthorized', 'You must be logged in to view this information.'],
    [403, 'Forbidden', 'You do not have permission to view this page.'],
    [404, 'Not Found', 'The resource you requested was not found or does not exist.'],
  ])('generic error page: %i %s', (code, header, message) => {
    expect(errorPageContent({ status: code })).toEqual({ code, header, message });
  });

  it.each([500, 503, 402, 405, 0])("generic error page: other (%i) 'Internal Error'", (code) => {
    expect(errorPageContent({ status: code })).toEqual({
      code,
      header: 'Internal Error',
      message: 'The system encountered an unexpected error. If the problem persists, please contact support.',
    });
  });

  it('generic error page: missing status is 404', () => {
    expect(errorPageContent({})).toEqual({
      code: 404,
      header: 'Not Found',
      message: 'The resource you requested was not found or does not exist.',
    });
    expect(errorPageContent({ status: undefined }).code).toBe(404);
  });

  it('generic error page: custom header or message overrides', () => {
    expect(errorPageContent({ status: 500, header: 'Search Unavailable' })).toEqual({
      code: 500,
      header: 'Search Unavailable',
      message: 'The system encountered an unexpected error. If the problem persists, please contact support.',
    });
    expect(errorPageContent({ status: 403, message: 'Only the owner may edit this trip.' })).toEqual({
      code: 403,
      header: 'Forbidden',
      message: 'Only the owner may edit this trip.',
    });
  });

  it('generic error page: an empty custom header or message does not override', () => {
    expect(errorPageContent({ status: 401, header: '', message: '' })).toMatchObject({
      header: 'Unauthorized',
      message: 'You must be logged in to view this information.',
    });
  });
});

describe('not-found page and error boundary', () => {
  it("not-found page: '404 Page Not Found', 'Oops!', 'We can't seem to find the page you are looking for.'", () => {
    expect(NOT_FOUND_PAGE).toEqual({
      title: '404 Page Not Found',
      headline: 'Oops!',
      message: "We can't seem to find the page you are looking for.",
    });
  });

  it("error boundary: 'Something went wrong.' with 'Try refreshing the page, if the problem persists, please contact'", () => {
    expect(ERROR_BOUNDARY).toEqual({
      headline: 'Something went wrong.',
      message: 'Try refreshing the page, if the problem persists, please contact',
    });
  });
});

describe('the page code of a failure', () => {
  it('is the status the host answered, whatever the kind', () => {
    expect(pageCodeOf({ kind: 'http', status: 502 })).toBe(502);
    expect(pageCodeOf({ kind: 'forbidden', status: 401 })).toBe(401);
  });

  it.each([
    ['validation', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
  ] as const)("of a rule's %s without a status is %i", (kind, code) => {
    expect(pageCodeOf({ kind })).toBe(code);
    expect(errorPageContent({ kind }).code).toBe(code);
  });

  it('is unknown for a failure with neither (no answer, a garbled one), which the page shows as 404 only when nothing else says', () => {
    expect(pageCodeOf({ kind: 'network' })).toBeUndefined();
    expect(pageCodeOf({ kind: 'decode' })).toBeUndefined();
    expect(errorPageContent({ kind: 'page-load' }).code).toBe(404);
  });
});
