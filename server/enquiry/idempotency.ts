/**
 * Idempotency keys at the HTTP edge: the key's form, the enquiry's fingerprint, and the keys whose
 * first request this process is still answering (docs/decisions/0009-exactly-once-delivery.md).
 */
import { createHash } from 'node:crypto';
import type { Enquiry } from '../../contract/enquiry';

/**
 * A key the service accepts: 8 to 128 letters, digits, `-` and `_` (a UUID is one). Anything else
 * is refused, so no header value reaches a log, a file name or an answer.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** SHA-256 of the enquiry as stored: a repeat must carry the same one. */
export function fingerprintOf(enquiry: Enquiry): string {
  return createHash('sha256').update(JSON.stringify(enquiry)).digest('hex');
}

/**
 * Keys whose first request this process is still answering: a second one meanwhile gets 409.
 * (Across processes the store itself keeps a key to one enquiry.)
 */
export class KeysInProgress {
  private readonly held = new Set<string>();

  /** Marks a key as in progress; `false` when it already is. Call `release` once answered. */
  claim(key: string): boolean {
    if (this.held.has(key)) return false;
    this.held.add(key);
    return true;
  }

  release(key: string): void {
    this.held.delete(key);
  }

  /**
   * `claim`, waiting up to `waitMs` for a concurrent request under the key to answer first: for
   * a browser's own post, whose second click cancels the first and shows only the second answer.
   */
  async claimWithin(key: string, waitMs: number): Promise<boolean> {
    const until = Date.now() + waitMs;
    while (!this.claim(key)) {
      if (Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
  }
}
