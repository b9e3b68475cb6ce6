import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNDOCUMENTED } from '../../server/http/openapi/openapi-document.js';
import { openApiDocument } from '../../server/openapi-json.js';
import { COMMITTED_OPENAPI } from '../support/pact-files.js';

type Operation = { summary?: string; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const fresh = await openApiDocument();
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('contracts/openapi.json', () => {
  it('is the document the host makes now (npm run openapi writes it)', () => {
    expect(
      readFileSync(COMMITTED_OPENAPI, 'utf8') === fresh,
      'stale: run `npm run openapi` and commit it',
    ).toBe(true);
  });

  it('documents every route: a summary and at least one success and one failure', () => {
    const document = JSON.parse(fresh) as Document;
    const found = operations(document);
    expect(found.length).toBeGreaterThan(80);
    expect(
      found.filter(({ operation }) => operation.summary === UNDOCUMENTED).map(({ name }) => name),
    ).toEqual([]);
    const withoutSuccess = found.filter(
      ({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2')),
    );
    expect(withoutSuccess.map(({ name }) => name)).toEqual([]);
  });

  it('says how the session token travels: the X-Session-Token header, on every signed-in call', () => {
    const document = JSON.parse(fresh) as Document & {
      components: { securitySchemes: Record<string, { in: string; name: string }> };
    };
    expect(document.components.securitySchemes.sessionToken).toMatchObject({
      in: 'header',
      name: 'X-Session-Token',
    });
    const trips = document.paths['/api/itinerary']?.get as Operation & { security?: unknown };
    expect(trips.security).toEqual([{ sessionToken: [] }]);
  });
});
