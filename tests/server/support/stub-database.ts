import type { Database } from '../../../server/db/database.js';

/**
 * For HTTP-level tests that never reach SQL (static pages, headers, errors): building a
 * real database there would cost seconds for nothing. `fail` makes every query throw.
 */
export const stubDatabase = (options: { fail?: boolean } = {}): Database => {
  const query = async <T>() => {
    if (options.fail) throw new Error('connect ECONNREFUSED 10.0.0.1:5432 (secret detail)');
    return { rows: [] as T[] };
  };
  return {
    engine: 'pglite',
    query,
    exec: async () => {
      await query();
    },
    transaction: (fn) => fn({ query, exec: async () => {} }),
    close: async () => {},
  };
};
