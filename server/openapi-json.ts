import { buildServer } from './app.js';
import type { Database } from './db/database.js';

/**
 * The document as committed in contracts/openapi.json: the host's routes, with the docs on
 * and without the verification-only endpoint, as formatted JSON. Routes do not depend on
 * data, so a database that is never asked anything will do.
 */
const noDatabase: Database = new Proxy({} as Database, {
  get: (_target, name) =>
    name === 'engine'
      ? 'none'
      : () => {
          throw new Error('the OpenAPI document needs no database');
        },
});

export const openApiDocument = async (): Promise<string> => {
  const app = await buildServer({ db: noDatabase, config: { apiDocs: true, providerStates: false } });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
};
