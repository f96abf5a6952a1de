import { ERRORS, type ErrorCode } from '@wl/contract/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, uniqueViolation } from '../lib/db-errors.js';
import { DomainError } from '../lib/errors.js';

type Body = {
  success: false;
  code: string;
  message: string;
  details?: { path: string; message: string }[];
  value?: unknown;
};

function fail(code: keyof typeof ERRORS, extra: Partial<Body> = {}): { status: number; body: Body } {
  return { status: ERRORS[code].status, body: { success: false, code, message: ERRORS[code].message, ...extra } };
}

/**
 * Unique keys whose violation means "someone got there first": two registrations racing for one name or number
 * both pass the service's look-up, and the database refuses the second insert. Any other violation is a bug (500).
 */
const UNIQUE_VIOLATIONS: Record<string, ErrorCode> = {
  members_brand_account: 'account_taken',
  members_brand_mobile: 'mobile_taken',
  operators_account: 'account_taken',
};

/**
 * The one error handler: every failure leaves as the envelope `{ success: false, code, message }` with the
 * HTTP status of its meaning. A 5xx never shows internals (design.md "The contract").
 */
export function toEnvelope(error: unknown): { status: number; body: Body } {
  if (error instanceof DomainError) {
    const body: Body = { success: false, code: error.code, message: error.message };
    if (error.details) body.details = error.details;
    if (error.value !== undefined) body.value = error.value;
    return { status: error.status, body };
  }
  const constraint = uniqueViolation(error);
  const taken = constraint ? UNIQUE_VIOLATIONS[constraint] : undefined;
  if (taken) return fail(taken);
  if (databaseUnavailable(error)) return fail('service_busy');
  const fe = error as FastifyError & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const details = fe.validation.map((v) => ({
      path: [fe.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
      message: v.message ?? 'invalid',
    }));
    return fail('invalid_input', { details });
  }
  if (fe.validation) return fail('invalid_input');
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return fail('invalid_input');
  }
  if (fe.statusCode === 429) return fail('rate_limited');
  if (fe.statusCode === 404) return fail('not_found');
  if (fe.statusCode === 403) return fail('forbidden');
  if (fe.statusCode === 400 && fe.name === 'SyntaxError') return fail('invalid_input');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return fail('invalid_input');
  return fail('unknown_error');
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toEnvelope(error);
    if (body.code === 'service_busy') request.log.warn({ err: error }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
