/**
 * The enquiry form's idempotency key: a retry after a failure goes under the same key, a changed
 * enquiry or one sent again after a success under a new one, and what is sent is cleaned of the
 * characters the service refuses.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enquiryTextFields, type EnquiryTextField } from '@contract/enquiry';
import {
  failureMessage,
  field,
  fill,
  keyed,
  renderForm,
  sendButton,
  sent,
  successMessage,
  visitor,
} from '../../../tests/support/enquiry-form';
import { sendEnquiry } from './send-enquiry';

/*
 * The form with the real client, on a stubbed fetch: what goes out is the request itself, its
 * Idempotency-Key header included.
 */
describe('enquiry form idempotency key', () => {
  const endpoint = 'http://localhost:8787/send-email';

  /** A fetch that answers each request with the next of `answers` (a status, or an error). */
  function fetchAnswering(...answers: (Response | Error)[]) {
    return vi.fn<typeof fetch>(() => {
      const answer = answers.shift() ?? new Error('no answer left');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    });
  }

  async function renderWithClient(fetch: typeof globalThis.fetch) {
    return renderForm((enquiry, options) => sendEnquiry(enquiry, { ...options, endpoint, fetch }));
  }

  /** The Idempotency-Key and the body of each request made. */
  function requests(fetch: ReturnType<typeof fetchAnswering>) {
    return fetch.mock.calls.map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: init?.body,
    }));
  }

  const accepted = () => new Response('{"status":"accepted"}', { status: 202 });

  async function send(user: UserEvent, outcome: string) {
    await user.click(sendButton());
    await screen.findByText(outcome);
  }

  function expectKept() {
    for (const name of enquiryTextFields) expect(field(name)).toHaveValue(visitor[name]);
    expect(screen.getByRole('checkbox')).toBeChecked();
  }

  it.each([
    ['a network failure', () => new TypeError('Failed to fetch')],
    ['a 500', () => new Response('{}', { status: 500 })],
    [
      'a 503 with Retry-After (backlog full)',
      () => new Response('{}', { status: 503, headers: { 'Retry-After': '120' } }),
    ],
    ['a 409 (the same key still in progress)', () => new Response('{}', { status: 409 })],
  ])(
    'after %s, says so, keeps every value, and sends the retry under the same key',
    async (_, failure) => {
      const fetch = fetchAnswering(failure(), accepted());
      const user = await renderWithClient(fetch);
      await fill(user);
      await send(user, failureMessage);
      expect(screen.getByRole('alert')).toHaveFocus();
      expectKept();
      await send(user, successMessage);
      const [first, retry] = requests(fetch);
      expect(first?.key).toEqual(keyed.idempotencyKey);
      expect(retry).toEqual(first);
      expect(JSON.parse(first?.body as string)).toEqual(sent);
    },
  );

  it('sends a changed enquiry under a new key, and keeps that key for its own retries', async () => {
    const unavailable = () => new Response('{}', { status: 503, headers: { 'Retry-After': '5' } });
    const fetch = fetchAnswering(unavailable(), unavailable(), accepted());
    const user = await renderWithClient(fetch);
    await fill(user);
    await send(user, failureMessage);
    await user.type(field('message'), ' Soon.');
    await send(user, failureMessage);
    await send(user, successMessage);
    const [first, changed, retry] = requests(fetch);
    expect(changed?.key).toEqual(keyed.idempotencyKey);
    expect(changed?.key).not.toBe(first?.key);
    expect(changed?.body).not.toBe(first?.body);
    expect(retry).toEqual(changed);
  });

  it('after a success sends the same enquiry again under a new key', async () => {
    const fetch = fetchAnswering(accepted(), accepted());
    const user = await renderWithClient(fetch);
    await fill(user);
    await send(user, successMessage);
    expect(field('name')).toHaveValue('');
    // user-event does not see the form's reset, and would type after the values it had typed.
    for (const name of enquiryTextFields) await user.clear(field(name));
    await fill(user);
    await user.click(sendButton());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [first, again] = requests(fetch);
    expect(again?.body).toBe(first?.body);
    expect(again?.key).toEqual(keyed.idempotencyKey);
    expect(again?.key).not.toBe(first?.key);
  });

  it('after a refusal (422: the key was used for another body) says so, keeps every value, and retries under a new key', async () => {
    const fetch = fetchAnswering(new Response('{}', { status: 422 }), accepted());
    const user = await renderWithClient(fetch);
    await fill(user);
    await send(user, failureMessage);
    expectKept();
    await send(user, successMessage);
    const [first, retry] = requests(fetch);
    expect(retry?.body).toBe(first?.body);
    expect(retry?.key).toEqual(keyed.idempotencyKey);
    expect(retry?.key).not.toBe(first?.key);
  });

  it('sends values without the characters the service refuses, line breaks kept in the message', async () => {
    const fetch = fetchAnswering(accepted());
    const user = await renderWithClient(fetch);
    // Pasted, as such characters come: a tab from a table, an escape or a bidi override from
    // somewhere else.
    const pasted = {
      name: 'Aiko\tTanaka\u001B',
      company: '\u202EExample\tKK',
      message: 'Line one\r\nLine\ttwo\u001B[0m\nEnd\u202E',
    };
    for (const [name, value] of Object.entries(pasted)) {
      await user.click(field(name as EnquiryTextField));
      await user.paste(value);
    }
    expect(field('company')).toHaveValue(pasted.company);
    await fill(user, { name: '', company: '', message: '' });
    await send(user, successMessage);
    const body = JSON.parse(fetch.mock.calls[0]?.[1]?.body as string) as unknown;
    expect(body).toEqual({
      ...sent,
      name: 'Aiko Tanaka',
      company: 'Example KK',
      // A textarea's value holds its line breaks as LF.
      message: 'Line one\nLine two[0m\nEnd',
    });
  });
});
