import { describe, expect, it } from 'vitest';
import { kindForStatus } from '../../../src/adapters/rest/http-error-kind.js';
import { appError, isAppError } from '../../../src/core/shared/app-error.js';

describe('expected failures are AppError values with a kind', () => {
  it('appError: kind and message, plus status, header or path when given', () => {
    expect(appError('page-load', 'Gone')).toEqual({ kind: 'page-load', message: 'Gone' });
    expect(appError('http', 'Bad', { status: 400, header: 'Oops' })).toEqual({
      kind: 'http',
      message: 'Bad',
      status: 400,
      header: 'Oops',
    });
  });

  it('isAppError: an object with a text kind and a text message, nothing else', () => {
    expect(isAppError(appError('card', 'Declined'))).toBe(true);
    expect(isAppError({ kind: 'http', message: '', status: 500 })).toBe(true);
    for (const other of [
      null,
      undefined,
      'card',
      42,
      new Error('boom'),
      { kind: 'http' },
      { message: 'no kind' },
      { kind: 1, message: 'm' },
      { kind: 'http', message: 2 },
    ]) {
      expect(isAppError(other)).toBe(false);
    }
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [400, 'rejected'],
    [402, 'rejected'],
    [422, 'rejected'],
    [500, 'http'],
    [503, 'http'],
  ] as const)('HTTP failures: status %i is kind %s', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });
});
