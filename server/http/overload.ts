import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { RETRY_AFTER_SECONDS, TRY_AGAIN_LATER } from './error-handling.js';

/**
 * When a process has more work than it can serve, it answers 503 with Retry-After at once
 * instead of queueing requests until their clients give up (issue 31). Two signals:
 * the event loop's delay (the process is busy computing) and requests waiting for a database
 * connection (the pool is the bottleneck). @fastify/under-pressure samples them and refuses
 * new requests while either is over its mark; the health and readiness checks answer still.
 */
export interface OverloadSettings {
  /** Event-loop delay (ms) past which new requests are refused; 0 switches the check off. */
  maxEventLoopDelayMs: number;
  /** Requests waiting for a pool connection past which new requests are refused. */
  maxPoolWaiting: number;
}

/**
 * What a host started by main.ts uses (readRuntimeSettings). A server built in a test leaves
 * the event-loop check off (defaultServerConfig): a test machine's own load would answer 503s
 * that say nothing about the code under test; the overload test turns it on.
 */
export const defaultOverloadSettings: OverloadSettings = { maxEventLoopDelayMs: 1000, maxPoolWaiting: 50 };
export const embeddedOverloadSettings: OverloadSettings = { maxEventLoopDelayMs: 0, maxPoolWaiting: 50 };

export const OVERLOADED = 'overloaded';

export const registerOverloadGuard = async (
  app: FastifyInstance,
  db: Database,
  settings: OverloadSettings,
) => {
  const waiting = db.waitingForConnection?.bind(db);
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    sampleInterval: 250,
    ...(waiting
      ? { healthCheck: async () => waiting() <= settings.maxPoolWaiting, healthCheckInterval: 250 }
      : {}),
    // Answering a value makes the plugin send it; answering nothing lets the request through.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      // A balancer must still hear the truth from the health and readiness checks.
      if (request.url.startsWith('/api/health') || request.url.startsWith('/api/ready')) return undefined;
      reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).type('application/json; charset=utf-8');
      return { message: TRY_AGAIN_LATER, code: OVERLOADED };
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
};
