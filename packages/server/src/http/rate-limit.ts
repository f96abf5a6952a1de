import rateLimit from '@fastify/rate-limit';
import type { RateTier } from '@wl/contract/route-def';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from '../lib/errors.js';

/** Requests per minute per client IP and tier. `auth` and `sms` are low on purpose: they guard logins and costs. */
export const RATE_TIERS: Record<RateTier, number> = {
  read: Number(process.env.RATE_READ_PER_MIN ?? 600),
  write: Number(process.env.RATE_WRITE_PER_MIN ?? 120),
  auth: Number(process.env.RATE_AUTH_PER_MIN ?? 30),
  sms: Number(process.env.RATE_SMS_PER_MIN ?? 5),
};

export async function registerRateLimit(app: FastifyInstance, redis: Redis | null) {
  await app.register(rateLimit, {
    global: false,
    // Shared across instances when Redis is configured; in memory otherwise.
    ...(redis ? { redis, nameSpace: 'wl-rate:' } : {}),
    keyGenerator: (request) => request.ip,
    // The limit and what is left are told only when it is reached (429 with retry-after): answering them on every
    // call costs three headers a request and tells scrapers how fast they may go.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new DomainError('rate_limited'),
  });
}

export function tierConfig(tier: RateTier) {
  return { max: RATE_TIERS[tier], timeWindow: 60_000 };
}
