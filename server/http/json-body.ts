import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * The app's REST client sends `Content-Type: application/json` on every call
 * (docs/product/calls.md#common-headers), including POSTs and DELETEs that carry nothing; an
 * empty body therefore means "no body" here instead of Fastify's default 400.
 */
export const registerJsonBodyParser = (app: FastifyInstance): void => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON'), undefined);
    }
  });
};
