/**
 * The rate limit's counts in memory, in fixed windows per client address: a store for
 * @fastify/rate-limit's `store` option that answers each request with its own count, as it was
 * then (docs/decisions/0003-enquiry-spool.md).
 */
import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';

interface Window {
  count: number;
  startedAt: number;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** As many client addresses as the plugin's own store keeps (its default `cache`). */
const capacity = 5000;

/** Passed as the plugin's `store` option (it calls `new WindowStore(options)`). */
export class WindowStore implements FastifyRateLimitStore {
  /** Windows by key, in the order they opened, so the oldest is first. */
  private readonly windows = new Map<string, Window>();

  /** `options`: the plugin's options, with a route's own on top for a route's store. */
  constructor(options: object = {}) {
    // The plugin's types call them route options; they are the rate-limit options (README).
    const { continueExceeding, exponentialBackoff } = options as RateLimitOptions;
    if (continueExceeding || exponentialBackoff) {
      throw new Error('WindowStore counts fixed windows only');
    }
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      this.windows.delete(key);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
      this.forgetOldest(now, timeWindow);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** The count as it stands, without counting a request (the plugin's `increment: false`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      callback(null, { current: 0, ttl: 0 });
      return;
    }
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each route with its own limit gets a store of its own, as with the plugin's store. */
  child(routeOptions: object): WindowStore {
    return new WindowStore(routeOptions);
  }

  /** Drops windows that have passed, and the oldest ones beyond the capacity. */
  private forgetOldest(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) {
      const passed = window.startedAt + timeWindow <= now;
      if (!passed && this.windows.size <= capacity) return;
      this.windows.delete(key);
    }
  }
}
