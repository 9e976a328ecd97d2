import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryFields, type Enquiry } from '@contract/enquiry';
import { EnquiryError, sendEnquiry } from './send-enquiry';
import { validEnquiry as enquiry } from '../../../tests/support/enquiry/fixtures';

const endpoint = 'http://localhost:8787/send-email';

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
    await sendEnquiry(withExtra, { endpoint, fetch });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(enquiryFields);
    expect(body).toEqual(enquiry);
  });

  it.each([200, 201, 202, 204])('resolves on %i without reading the body', async (status) => {
    const response = new Response(status === 204 ? null : 'not json', { status });
    const json = vi.spyOn(response, 'json');
    const text = vi.spyOn(response, 'text');
    await expect(
      sendEnquiry(enquiry, { endpoint, fetch: fetchAnswering(response) }),
    ).resolves.toBeUndefined();
    expect(json).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });

  it.each([400, 404, 413, 429, 500, 503])('rejects on %i', async (status) => {
    const promise = sendEnquiry(enquiry, {
      endpoint,
      fetch: fetchAnswering(new Response('{}', { status })),
    });
    await expect(promise).rejects.toBeInstanceOf(EnquiryError);
    await expect(promise).rejects.toMatchObject({ failure: 'status', status });
  });

  it('rejects on a network failure', async () => {
    const promise = sendEnquiry(enquiry, {
      endpoint,
      fetch: fetchAnswering(new TypeError('Failed to fetch')),
    });
    await expect(promise).rejects.toMatchObject({ failure: 'network' });
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
    const promise = sendEnquiry(enquiry, { endpoint, fetch, timeoutMs: 15_000 });
    const outcome = expect(promise).rejects.toMatchObject({ failure: 'timeout' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });
});
