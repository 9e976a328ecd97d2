/**
 * @fastify/rate-limit's in-memory store hands every request the same mutable counter object,
 * and the plugin reads it after an `await`; so in a burst every request sees the final count
 * and all are refused. This store answers each request with a snapshot of its own count.
 */
// The plugin ships this store as CommonJS without types.
// @ts-expect-error -- no declaration file for the plugin's internal store
import LocalStoreImport from '@fastify/rate-limit/store/LocalStore.js';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, counter?: Counter) => void;

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}

const LocalStore = LocalStoreImport as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

function snapshot(callback: Callback): Callback {
  return (error, counter) =>
    callback(error, counter && { current: counter.current, ttl: counter.ttl });
}

/** Passed as the plugin's `store` option (it calls `new Store(options)`). */
export class SnapshotStore {
  private readonly store: Store;

  constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean } | Store) {
    this.store =
      'incr' in options
        ? options
        : new LocalStore(Boolean(options.continueExceeding), Boolean(options.exponentialBackoff));
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.store.incr(key, snapshot(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.store.read(key, snapshot(callback), timeWindow, max);
  }

  child(routeOptions: object): SnapshotStore {
    return new SnapshotStore(this.store.child(routeOptions));
  }
}
