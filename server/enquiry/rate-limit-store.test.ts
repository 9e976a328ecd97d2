// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowStore } from './rate-limit-store';

type Count = { current: number; ttl: number } | undefined;

function counter(store: WindowStore, method: 'incr' | 'read') {
  return (key: string, timeWindow = 1000): Count => {
    let count: Count;
    store[method](
      key,
      (error, result) => {
        expect(error).toBeNull();
        count = result;
      },
      timeWindow,
    );
    return count;
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('WindowStore', () => {
  it('gives each request its own count, which later requests leave alone', () => {
    const incr = counter(new WindowStore(), 'incr');
    const first = incr('a');
    const second = incr('a');
    expect([first, second]).toEqual([
      { current: 1, ttl: expect.any(Number) as number },
      { current: 2, ttl: expect.any(Number) as number },
    ]);
    expect(incr('b')?.current).toBe(1);
  });

  it('starts counting again once the window has passed, and reports the time left', () => {
    vi.useFakeTimers();
    const store = new WindowStore();
    const incr = counter(store, 'incr');
    const read = counter(store, 'read');
    expect(incr('a')).toEqual({ current: 1, ttl: 1000 });
    vi.advanceTimersByTime(400);
    expect(incr('a')).toEqual({ current: 2, ttl: 600 });
    expect(read('a')).toEqual({ current: 2, ttl: 600 });
    expect(read('a')).toEqual({ current: 2, ttl: 600 });
    vi.advanceTimersByTime(600);
    expect(read('a')).toEqual({ current: 0, ttl: 0 });
    expect(incr('a')).toEqual({ current: 1, ttl: 1000 });
  });

  it('forgets the oldest addresses beyond 5000', () => {
    const incr = counter(new WindowStore(), 'incr');
    for (let index = 0; index <= 5000; index += 1) incr(`client-${index}`, 60_000);
    expect(incr('client-0', 60_000)?.current).toBe(1);
    expect(incr('client-5000', 60_000)?.current).toBe(2);
  });

  it('gives a route a store of its own', () => {
    const store = new WindowStore();
    counter(store, 'incr')('a');
    expect(counter(store.child({}), 'incr')('a')?.current).toBe(1);
  });

  it('refuses the options it does not support', () => {
    expect(() => new WindowStore({ continueExceeding: true })).toThrow(/fixed windows/);
    expect(() => new WindowStore().child({ exponentialBackoff: true })).toThrow(/fixed windows/);
  });
});
