import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { SESSION_TOKEN_HEADER } from '../session-header.js';
import type { OperationDoc } from './operation.js';
import { isUndocumented, OPERATION_DOCS, operationKey } from './operations.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
/** What a route nobody documented gets: contracts/openapi/openapi-is-current.test.ts refuses it. */
export const UNDOCUMENTED = 'Undocumented';

const SESSION_SCHEME = 'sessionToken';

const responsesOf = (doc: OperationDoc) =>
  Object.fromEntries(
    Object.entries(doc.answers).map(([status, answer]) => [
      status,
      answer.schema
        ? { description: answer.description, ...answer.schema }
        : { description: answer.description, type: 'null' },
    ]),
  );

const securityOf = (doc: OperationDoc) => {
  if (doc.session === 'required') return [{ [SESSION_SCHEME]: [] }];
  if (doc.session === 'optional') return [{}, { [SESSION_SCHEME]: [] }];
  return [];
};

/**
 * Adds a route's documentation to the schema it was registered with (params, querystring and
 * body stay the route's own): only the document sees it, so serialization is unchanged.
 */
export const documentRoute = ({
  schema,
  url,
  route,
}: {
  schema: FastifySchema | undefined;
  url: string;
  route: { method: string | string[] };
}) => {
  if (isUndocumented(url)) return { schema: { ...schema, hide: true }, url };
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
  const doc = OPERATION_DOCS[operationKey(method, url)];
  if (!doc) return { schema: { ...schema, summary: UNDOCUMENTED }, url };
  // A route's own response schema is what it serializes by: it wins, with this description.
  const own = Object.fromEntries(
    Object.entries((schema?.response ?? {}) as Record<string, object>).map(([status, shape]) => [
      status,
      { description: doc.answers[Number(status)]?.description ?? 'The answer.', ...shape },
    ]),
  );
  return {
    schema: {
      ...schema,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [...doc.tags],
      security: securityOf(doc),
      response: { ...responsesOf(doc), ...own },
    },
    url,
  };
};

export const OPENAPI_INFO: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'Keyhaven REST host',
    version: '1.0.0',
    description:
      'The calls the Keyhaven guest app makes. Signed-in calls carry the session token (from POST /api/login) in the X-Session-Token header; the host never reads it from a cookie. Failures answer { message } and, where a client acts on it, a code.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/', description: 'This host' }],
  components: {
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Session-Token',
        description: `The token POST /api/login or POST /api/signup answers, in ${SESSION_TOKEN_HEADER}.`,
      },
    },
  },
};

/**
 * The reference page's own Content-Security-Policy: the API's `default-src 'none'` would leave
 * Swagger UI blank. Its scripts, styles and the document come from this host only; Swagger UI
 * sets inline style attributes, hence 'unsafe-inline' for styles (never for scripts).
 */
export const DOCS_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The OpenAPI 3.1 document of every route (collected as routes register: call before them),
 * served at /api/openapi.json, and Swagger UI at /api/docs (API_DOCS).
 */
export const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: OPENAPI_INFO,
    transform: documentRoute as FastifyDynamicSwaggerOptions['transform'],
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: DOCS_PAGE_CSP });
};
