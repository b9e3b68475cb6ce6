import type { AppErrorKind } from '../../core/shared/index.js';

/**
 * The generic error page of docs/product/errors.md#error-page-catalogue: status to header and
 * message. A missing status is 404; a custom header or message overrides the table.
 *
 * The page's code is the screen's business, not the core's: the core names a failure by its
 * kind, and only an adapter that met an HTTP answer sets its status (docs/architecture/
 * conventions.md, "Ports speak the domain"). A failure the core's own rules raised (signed out, a missing role,
 * a move the item's status does not allow) has a kind and no status; its page code comes from
 * the kind here.
 */
export interface ErrorPageContent {
  readonly code: number;
  readonly header: string;
  readonly message: string;
}

const CATALOGUE: Readonly<Record<number, Omit<ErrorPageContent, 'code'>>> = {
  400: {
    header: 'Bad Request',
    message: 'The server could not understand the request due to invalid syntax.',
  },
  401: { header: 'Unauthorized', message: 'You must be logged in to view this information.' },
  403: { header: 'Forbidden', message: 'You do not have permission to view this page.' },
  404: { header: 'Not Found', message: 'The resource you requested was not found or does not exist.' },
};

const INTERNAL: Omit<ErrorPageContent, 'code'> = {
  header: 'Internal Error',
  message: 'The system encountered an unexpected error. If the problem persists, please contact support.',
};

const CODE_OF_KIND: Partial<Record<AppErrorKind, number>> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

/**
 * The code a failure is shown with: the status the host answered, else the code of its kind;
 * undefined for a failure that has neither (no answer, a garbled one, a fault of ours).
 */
export const pageCodeOf = (error: {
  readonly kind?: AppErrorKind | undefined;
  readonly status?: number | undefined;
}): number | undefined => error.status ?? (error.kind === undefined ? undefined : CODE_OF_KIND[error.kind]);

export const errorPageContent = (error: {
  readonly kind?: AppErrorKind | undefined;
  readonly status?: number | undefined;
  readonly header?: string | undefined;
  readonly message?: string | undefined;
}): ErrorPageContent => {
  const code = pageCodeOf(error) ?? 404;
  const base = CATALOGUE[code] ?? INTERNAL;
  return {
    code,
    header: error.header || base.header,
    message: error.message || base.message,
  };
};

export const NOT_FOUND_PAGE = {
  title: '404 Page Not Found',
  headline: 'Oops!',
  message: "We can't seem to find the page you are looking for.",
} as const;

export const ERROR_BOUNDARY = {
  headline: 'Something went wrong.',
  message: 'Try refreshing the page, if the problem persists, please contact',
} as const;
