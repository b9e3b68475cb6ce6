import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { LimitCounters } from './limit-counters.js';

type ChildParams = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's store interface over the shared counters (limit-counters.ts): the
 * per-address limits of sign-in, sign-up and the contact form count in the database, so four
 * host processes behind a balancer allow what one does, not four times as much (issue 31).
 * Each route that opts in gets a child store whose keys carry the route.
 */
export const sharedRateLimitStore = (counters: LimitCounters) =>
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      readonly options: FastifyRateLimitOptions,
      private readonly route = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      // The limit is part of the key: a process started with another limit counts afresh
      // instead of inheriting counts made against a different allowance.
      counters.hit(`rate:${this.route}:${max}/${timeWindow}:${key}`, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: ChildParams): FastifyRateLimitStore {
      const info = params.routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return new SharedRateLimitStore(this.options, `${method}:${info?.url ?? params.url ?? 'route'}`);
    }
  };
