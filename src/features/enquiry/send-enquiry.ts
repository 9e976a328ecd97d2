import { pickEnquiry, type Enquiry } from '@contract/enquiry';
import { env } from '@/env';

export type EnquiryFailure = 'status' | 'network' | 'timeout';

export class EnquiryError extends Error {
  override name = 'EnquiryError';
  constructor(
    readonly failure: EnquiryFailure,
    readonly status?: number,
  ) {
    super(failure === 'status' ? `Enquiry service answered ${status}` : `Enquiry ${failure}`);
  }

  /**
   * Whether the service refused the enquiry as sent, storing nothing: any 4xx but 409 (a send
   * under the same key still in progress). A retry may then go under a new key. After a network
   * failure, a timeout, a 5xx or a 409 the enquiry may have been stored (or may yet be), and a
   * retry must go under the same key, so that it is not taken twice.
   */
  get refused(): boolean {
    return (
      this.status !== undefined && this.status >= 400 && this.status < 500 && this.status !== 409
    );
  }
}

export interface SendEnquiryOptions {
  /**
   * The send's `Idempotency-Key` (a UUID, `newIdempotencyKey()`): the same for every retry of
   * the same enquiry, so the service takes it once however often it arrives; a new one for
   * another enquiry.
   */
  idempotencyKey: string;
  /** Where to post; defaults to VITE_ENQUIRY_URL. */
  endpoint?: string;
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Posts an enquiry as JSON with exactly its fields (any other key it carries is left out), under
 * its idempotency key. Resolves on any 2xx without reading the body; rejects with an
 * `EnquiryError` on another status, a network failure or a timeout.
 */
export async function sendEnquiry(enquiry: Enquiry, options: SendEnquiryOptions): Promise<void> {
  const {
    idempotencyKey,
    endpoint = env.enquiryUrl,
    timeoutMs = 15_000,
    fetch = globalThis.fetch,
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(pickEnquiry(enquiry)),
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch {
    throw new EnquiryError(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new EnquiryError('status', response.status);
}
