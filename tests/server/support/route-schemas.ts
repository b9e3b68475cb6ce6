import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The part of JSON Schema our routes declare: enough to walk their fields and fill them in. */
export interface JsonSchema {
  type?: string | readonly string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: readonly string[];
  enum?: readonly unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

/** A route as it was declared: method, URL pattern and the schemas of its request parts. */
export interface RouteSchemas {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

type RouteSchemaOptions = { params?: unknown; querystring?: unknown; query?: unknown; body?: unknown };

const declared = (route: RouteOptions): RouteSchemas[] => {
  const schema = (route.schema ?? {}) as RouteSchemaOptions;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({
    method: String(method),
    url: route.url,
    params: schema.params as JsonSchema | undefined,
    querystring: (schema.querystring ?? schema.query) as JsonSchema | undefined,
    body: schema.body as JsonSchema | undefined,
  }));
};

/**
 * Builds a server and answers it with every route it declared. Fastify announces each new
 * instance on the documented 'fastify.initialization' diagnostics channel before any route
 * is added, so an onRoute hook added there sees every route, schemas included, without the
 * host having to expose anything for tests.
 */
export const buildCapturingRoutes = async (
  build: () => Promise<FastifyInstance>,
): Promise<{ app: FastifyInstance; routes: RouteSchemas[] }> => {
  const routes: RouteSchemas[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const listen = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      routes.push(...declared(route));
    });
  };
  channel.subscribe(listen);
  try {
    const app = await build();
    await app.ready();
    return { app, routes };
  } finally {
    channel.unsubscribe(listen);
  }
};
