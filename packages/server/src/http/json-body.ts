import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/errors.js';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from '../lib/json-depth.js';

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), once their nesting is known to be
 * at most MAX_JSON_DEPTH: a deeper body is refused before it is parsed, whatever the route's schema. A scope that
 * reads raw bytes (a signed callback) removes this parser and adds its own.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      // Refused like any bad input: 400 invalid_input, saying where.
      done(new DomainError('invalid_input', { details: [{ path: 'body', message: 'nested_too_deep' }] }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
