import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, type KeySource } from './idempotency-key';

/** A version 4 UUID as RFC 9562 writes it, in lower case. */
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The page's `crypto` as a page over plain http has it: no `randomUUID`. */
function insecureCrypto(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): KeySource {
  return {
    getRandomValues: (array) => {
      fill(array as unknown as Uint8Array<ArrayBuffer>);
      return array;
    },
  };
}

describe('newIdempotencyKey', () => {
  it("is the page's crypto.randomUUID() where there is one", () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    const key = newIdempotencyKey();
    expect(randomUUID).toHaveBeenCalledOnce();
    expect(key).toBe(randomUUID.mock.results[0]?.value);
    expect(key).toMatch(uuidV4);
    randomUUID.mockRestore();
  });

  it('without randomUUID (no secure context) is a v4 UUID made from getRandomValues', () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey(insecureCrypto()));
    for (const key of keys) expect(key).toMatch(uuidV4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sets the version and variant bits whatever the random bytes, and keeps the others', () => {
    expect(newIdempotencyKey(insecureCrypto((bytes) => bytes.fill(0xff)))).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
    expect(newIdempotencyKey(insecureCrypto((bytes) => bytes.fill(0)))).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
    const counting = insecureCrypto((bytes) => bytes.forEach((_, index) => (bytes[index] = index)));
    expect(newIdempotencyKey(counting)).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
  });
});
