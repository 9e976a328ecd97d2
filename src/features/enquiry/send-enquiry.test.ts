import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryFields, type Enquiry } from '@contract/enquiry';
import { EnquiryError, sendEnquiry } from './send-enquiry';
import { validEnquiry as enquiry } from '../../../tests/support/enquiry/fixtures';

const endpoint = 'http://localhost:8787/send-email';
const idempotencyKey = '3f2c8a1e-5b7d-4e09-9c6a-0d1e2f3a4b5c';

function fetchAnswering(response: Response | Error) {
  return vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sendEnquiry', () => {
  it('posts JSON with exactly the enquiry fields to the endpoint', async () => {
    const fetch = fetchAnswering(new Response(null, { status: 202 }));
    const withExtra = { ...enquiry, website: 'spam', extra: 1 } as Enquiry;
    await sendEnquiry(withExtra, { endpoint, fetch, idempotencyKey });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe(idempotencyKey);
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(enquiryFields);
    expect(body).toEqual(enquiry);
  });

  it.each([200, 201, 202, 204])('resolves on %i without reading the body', async (status) => {
    const response = new Response(status === 204 ? null : 'not json', { status });
    const json = vi.spyOn(response, 'json');
    const text = vi.spyOn(response, 'text');
    await expect(
      sendEnquiry(enquiry, { endpoint, fetch: fetchAnswering(response), idempotencyKey }),
    ).resolves.toBeUndefined();
    expect(json).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });

  it.each([400, 404, 409, 413, 422, 429, 500, 503])('rejects on %i', async (status) => {
    const promise = sendEnquiry(enquiry, {
      endpoint,
      idempotencyKey,
      fetch: fetchAnswering(new Response('{}', { status })),
    });
    await expect(promise).rejects.toBeInstanceOf(EnquiryError);
    await expect(promise).rejects.toMatchObject({ failure: 'status', status });
  });

  it('sends each key as given, so that a retry can go under the key of its first send', async () => {
    const fetch = fetchAnswering(new Response(null, { status: 202 }));
    const other = 'a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d';
    await sendEnquiry(enquiry, { endpoint, fetch, idempotencyKey });
    await sendEnquiry(enquiry, { endpoint, fetch, idempotencyKey: other });
    const keys = fetch.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(keys).toEqual([idempotencyKey, other]);
  });

  it.each([400, 413, 422, 429])(
    'calls %i a refusal (nothing stored: a retry may take a new key)',
    async (status) => {
      const promise = sendEnquiry(enquiry, {
        endpoint,
        idempotencyKey,
        fetch: fetchAnswering(new Response('{}', { status })),
      });
      await expect(promise).rejects.toMatchObject({ failure: 'status', status, refused: true });
    },
  );

  it.each([409, 500, 502, 503, 504])(
    'calls %i no refusal (the enquiry may be stored: a retry keeps its key)',
    async (status) => {
      const response = new Response('{}', { status, headers: { 'Retry-After': '30' } });
      const promise = sendEnquiry(enquiry, {
        endpoint,
        idempotencyKey,
        fetch: fetchAnswering(response),
      });
      await expect(promise).rejects.toMatchObject({ failure: 'status', status, refused: false });
    },
  );

  it('rejects on a network failure', async () => {
    const promise = sendEnquiry(enquiry, {
      endpoint,
      idempotencyKey,
      fetch: fetchAnswering(new TypeError('Failed to fetch')),
    });
    await expect(promise).rejects.toMatchObject({ failure: 'network', refused: false });
  });

  it('gives up after the timeout and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const promise = sendEnquiry(enquiry, { endpoint, fetch, idempotencyKey, timeoutMs: 15_000 });
    const outcome = expect(promise).rejects.toMatchObject({ failure: 'timeout', refused: false });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });
});
