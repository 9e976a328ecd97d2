/**
 * The `Idempotency-Key` of one enquiry: a random (version 4) UUID. The enquiry service answers a
 * repeat of a request with the same key and body with its first answer, storing and sending
 * nothing new, so a send retried after a lost answer is taken once.
 */

/** What makes the key: the page's `crypto`, or a stand-in in tests. */
export type KeySource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/**
 * A new key: `crypto.randomUUID()` where there is one, else the same made from 16 random bytes.
 * Browsers offer `randomUUID` only in a secure context, and the site may be opened over plain
 * http (on a LAN, say), where `getRandomValues` is still there.
 */
export function newIdempotencyKey(source: KeySource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562: the version (4) in the high nibble of byte 6, the variant (10xx) in byte 8.
  const hex = Array.from(bytes, (byte, index) => {
    const fixed = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return fixed.toString(16).padStart(2, '0');
  }).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
