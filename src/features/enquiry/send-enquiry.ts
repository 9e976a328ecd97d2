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
}

export interface SendEnquiryOptions {
  /** Where to post; defaults to VITE_ENQUIRY_URL. */
  endpoint?: string;
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Posts an enquiry as JSON with exactly its fields (any other key it carries is left out).
 * Resolves on any 2xx without reading the body; rejects with an `EnquiryError` on another status,
 * a network failure or a timeout.
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  options: SendEnquiryOptions = {},
): Promise<void> {
  const { endpoint = env.enquiryUrl, timeoutMs = 15_000, fetch = globalThis.fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
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
