/**
 * The documentation of one route, kept apart from the route files: a Fastify `response`
 * schema on a route would change how the answer is serialized, and these modules only
 * describe (applied through @fastify/swagger's `transform`, openapi-document.ts).
 */
export interface Answer {
  description: string;
  /** JSON Schema of the body; none for an answer without one (204). */
  schema?: Record<string, unknown>;
}

export interface OperationDoc {
  summary: string;
  tags: readonly string[];
  /** 'required': only with X-Session-Token; 'optional': answers either way, more when signed in. */
  session?: 'required' | 'optional';
  description?: string;
  answers: Readonly<Record<number, Answer>>;
}

/** Operations keyed by `METHOD /fastify/:path` (no trailing slash). */
export type OperationDocs = Readonly<Record<string, OperationDoc>>;

/** Every failure: `{ message }`, with a `code` where a client acts on it (server/http/error-handling.ts). */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, for a person.' },
    code: {
      type: 'string',
      description: 'Names the failure where a client acts on it, e.g. dates-unavailable.',
    },
  },
} as const;

const FAILURES: Readonly<Record<number, string>> = {
  400: 'The request is not valid: a field is missing or wrong, or the booking rules refuse it.',
  401: 'No session: X-Session-Token is missing or no longer valid.',
  403: 'The session may not do this (another guest’s trip, a missing role).',
  404: 'Nothing with that id (or not visible to this session).',
  409: 'The request conflicts with the current state (already done, dates taken, not yet quoted).',
  410: 'Gone: the link or token has expired.',
  429: 'Too many attempts from this address: wait for the window to pass.',
};

/** Error answers by status, each `{ message, code? }`. */
export const fails = (...statuses: number[]): Record<number, Answer> =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: FAILURES[status] ?? 'Refused.', schema: ERROR_SCHEMA }]),
  );

export const ok = (description: string, schema: Record<string, unknown>): Record<number, Answer> => ({
  200: { description, schema },
});

export const created = (description: string, schema: Record<string, unknown>): Record<number, Answer> => ({
  201: { description, schema },
});

export const noContent = (description: string): Record<number, Answer> => ({ 204: { description } });

// Shape helpers: the answers are described as far as a client relies on them.
export const text = { type: 'string' } as const;
export const number = { type: 'number' } as const;
export const boolean = { type: 'boolean' } as const;
export const day = { type: 'string', format: 'date' } as const;
export const instant = { type: 'string', format: 'date-time' } as const;
export const anyObject = { type: 'object' } as const;
export const object = (properties: Record<string, unknown>, required: readonly string[] = []) => ({
  type: 'object',
  ...(required.length > 0 ? { required: [...required] } : {}),
  properties,
});
export const listOf = (items: Record<string, unknown>) => ({ type: 'array', items });
