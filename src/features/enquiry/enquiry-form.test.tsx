import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentProps, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  enquiryPatterns,
  enquiryTextFields,
  type Enquiry,
  type EnquiryTextField,
} from '@contract/enquiry';
import { installFormMessages } from '@/behaviours/form-messages';
import { holdSubmission } from '@/behaviours/held-submission';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { LocaleContext } from '@/i18n/locale-context';
import { renderWithCatalogs } from '../../../tests/render-app';
import { EnquiryForm } from './enquiry-form';
import { sendEnquiry } from './send-enquiry';

/*
 * jsdom (28) runs the browser's constraint validation when a submit button is pressed (and on
 * requestSubmit()): `required`, the e-mail type, `pattern` and custom validity block the submit
 * and fire a cancelable `invalid` event at each failing field. So these tests go through the UI
 * exactly as a visitor would; user-event presses the submit button for Enter in a field, as
 * browsers do.
 */

const visitor: Record<EnquiryTextField, string> = {
  name: 'Aiko Tanaka',
  phone: '+81 3 0000 0000',
  email: 'aiko@example.jp',
  company: 'Example KK',
  designation: 'Director',
  message: 'We plan a capability centre in Pune.',
};

const labels = {
  name: 'Full name',
  phone: 'Phone',
  email: 'Work e-mail',
  company: 'Company',
  designation: 'Designation',
  message: 'How can we help?',
} as const satisfies Record<EnquiryTextField, string>;

const messages = {
  name: 'Enter your full name.',
  phone: 'Enter a phone number.',
  email: 'Enter your work e-mail address.',
  company: 'Enter the name of your company.',
  designation: 'Enter your designation.',
  message: 'Tell us briefly how we can help.',
} as const satisfies Record<EnquiryTextField, string>;

/** The client's words (docs/client-contract.yml). */
const consentMessage = 'You must provide permission to send updates.';
const sent = { ...visitor, consent: true, locale: 'en' };
/** The options of a send: a version 4 UUID as its idempotency key. */
const keyed = {
  idempotencyKey: expect.stringMatching(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  ) as string,
};
const failureMessage = 'Error sending email. Please try again.';
const successMessage = 'Email sent successfully!';
const phoneFormat =
  'Enter the phone number in digits, with spaces or + ( ) - . / between them if you like.';
const emailFormat = 'Enter the whole e-mail address: your name, @, and the domain of your company.';

/** How the form sends: an enquiry and the options of its send (its idempotency key). */
type SendProp = NonNullable<ComponentProps<typeof EnquiryForm>['send']>;

const field = (name: EnquiryTextField) => screen.getByRole('textbox', { name: labels[name] });
const sendButton = () => screen.getByRole('button', { name: /Send message/ });
const form = () => document.querySelector('form')!;

async function fill(
  user: UserEvent,
  {
    consent = true,
    ...values
  }: Partial<Record<EnquiryTextField, string>> & { consent?: boolean } = {},
) {
  for (const name of enquiryTextFields) {
    const value = values[name] ?? visitor[name];
    if (value) await user.type(field(name), value);
  }
  if (consent) await user.click(screen.getByRole('checkbox'));
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function renderForm(send: SendProp, locale: 'en' | 'ja' = 'en') {
  await renderWithCatalogs(
    <MemoryRouter>
      <EnquiryForm send={send} />
    </MemoryRouter>,
    { locale, namespaces: ['enquiryForm'] },
  );
  return userEvent.setup();
}

function expectMarked(element: HTMLElement, message: string) {
  expect(element).toHaveAttribute('aria-invalid', 'true');
  expect(element).toHaveAccessibleDescription(message);
}

function expectUnmarked(element: HTMLElement) {
  expect(element).not.toHaveAttribute('aria-invalid');
  expect(element).not.toHaveAttribute('aria-describedby');
}

describe('enquiry form', () => {
  it('labels every field, with the right names, types and autocomplete hints', async () => {
    await renderForm(vi.fn());
    const expectations = [
      ['Full name', 'name', 'text', 'name'],
      ['Phone', 'phone', 'tel', 'tel'],
      ['Work e-mail', 'email', 'email', 'email'],
      ['Company', 'company', 'text', 'organization'],
      ['Designation', 'designation', 'text', 'organization-title'],
    ] as const;
    for (const [label, name, type, autocomplete] of expectations) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('type', type);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toBeRequired();
    }
    expect(field('phone')).toHaveAttribute('pattern', enquiryPatterns.phone);
    expect(field('email')).toHaveAttribute('pattern', enquiryPatterns.email);
    expect(field('message')).toHaveAttribute('name', 'message');
    expect(field('message')).toBeRequired();
    // It covers what the client's consent message asks for: permission to be contacted and sent
    // updates, and the handling of the data the policy describes.
    const consent = screen.getByRole('checkbox', {
      name: 'I give Setu Ventures permission to contact me and send me updates about my enquiry, and I agree to the handling of my personal data described in the privacy policy.',
    });
    expect(consent).toHaveAttribute('name', 'consent');
    expect(consent).toBeRequired();
  });

  it('hides the honeypot from people and screen readers', async () => {
    await renderForm(vi.fn());
    const trap = document.querySelector('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /empty/ })).toBeNull();
  });

  it('sent empty, marks every field with its own message, focuses the first, and sends nothing', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send);
    await user.click(sendButton());
    for (const name of enquiryTextFields) {
      expectMarked(field(name), messages[name]);
    }
    expectMarked(screen.getByRole('checkbox'), consentMessage);
    expect(field('name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('removes a mark as soon as the field is filled in, and keeps the others', async () => {
    const user = await renderForm(vi.fn());
    await user.click(sendButton());
    await user.type(field('name'), 'A');
    expectUnmarked(field('name'));
    expect(screen.getByText(messages.name)).not.toBeVisible();
    expectMarked(field('company'), messages.company);
    await user.click(screen.getByRole('checkbox'));
    expectUnmarked(screen.getByRole('checkbox'));
    expect(screen.getByText(consentMessage)).not.toBeVisible();
  });

  it('without consent marks the checkbox, focuses it, sends nothing and keeps the values', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>(() => Promise.resolve());
    const user = await renderForm(send);
    await fill(user, { consent: false });
    await user.click(sendButton());
    const consent = screen.getByRole('checkbox');
    expectMarked(consent, consentMessage);
    expect(consent).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(field('name')).toHaveValue(visitor.name);
    for (const name of enquiryTextFields) expectUnmarked(field(name));
  });

  it('counts a field of spaces alone as missing', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send);
    await fill(user, { designation: '   ' });
    await user.click(sendButton());
    expectMarked(field('designation'), messages.designation);
    expect(field('designation')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await user.type(field('designation'), 'Director');
    expectUnmarked(field('designation'));
  });

  it('says what is wrong with a malformed phone number and e-mail address, first one focused', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send);
    // Both pass `type` alone (jsdom, like browsers, takes aiko@example for an address).
    await fill(user, { phone: 'call me', email: 'aiko@example' });
    await user.click(sendButton());
    expectMarked(field('phone'), phoneFormat);
    expectMarked(field('email'), emailFormat);
    expect(field('phone')).toHaveFocus();
    expectUnmarked(field('name'));
    expect(send).not.toHaveBeenCalled();
    // A mark follows the value: emptied, the field is missing rather than malformed.
    await user.clear(field('email'));
    expectMarked(field('email'), messages.email);
    await user.type(field('email'), visitor.email);
    expectUnmarked(field('email'));
  });

  it('makes full-width phone and e-mail half-width when the visitor leaves them, and only them', async () => {
    const user = await renderForm(vi.fn());
    await user.type(field('phone'), '０３－１２３４－５６７８');
    await user.type(field('email'), 'ａｉｋｏ＠ｅｘａｍｐｌｅ．ｊｐ');
    await user.type(field('company'), 'ＡＢＣ商事');
    await user.tab();
    expect(field('phone')).toHaveValue('03-1234-5678');
    expect(field('email')).toHaveValue('aiko@example.jp');
    expect(field('company')).toHaveValue('ＡＢＣ商事');
  });

  it('sends full-width values half-width on Enter, and unmarks the field it made right', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>(() => new Promise(() => undefined));
    const user = await renderForm(send);
    await fill(user, { phone: '' });
    await user.click(sendButton());
    expectMarked(field('phone'), messages.phone);
    // Typed full-width, the phone number is malformed until it is made half-width: Enter sends
    // it without a blur, so the press of Send must do that and check the mark again.
    await user.type(field('phone'), '＋８１　３　００００　００００');
    expectMarked(field('phone'), phoneFormat);
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith(sent, keyed);
    expect(field('phone')).toHaveValue(visitor.phone);
    expectUnmarked(field('phone'));
  });

  it('while sending is busy and its button disabled; a second click sends nothing', async () => {
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    const user = await renderForm(send);
    await fill(user);
    const button = sendButton();
    expect(form()).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    // The client's words, three full stops (docs/client-contract.yml); the stylesheet shows them.
    expect(button.querySelector('.enquiry-form__sending')).toHaveTextContent(/^Sending\.\.\.$/);
    await user.click(button);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(sent, keyed);
    pending.resolve();
    await waitFor(() => expect(button).toBeEnabled());
    expect(form()).not.toHaveAttribute('aria-busy');
  });

  it('on success shows the success message in a status region and clears the form', async () => {
    const user = await renderForm(vi.fn(() => Promise.resolve()));
    await fill(user);
    await user.click(sendButton());
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Email sent successfully!/));
    expect(status).toHaveTextContent('A specialist will reply within one business day');
    expect(status).toHaveFocus();
    for (const name of enquiryTextFields) expect(field(name)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(sendButton()).toBeEnabled();
    expect(form()).not.toHaveAttribute('aria-busy');
  });

  it('on failure shows the error in an alert and keeps every value', async () => {
    const user = await renderForm(vi.fn(() => Promise.reject(new Error('503'))));
    await fill(user);
    await user.click(sendButton());
    const alert = await screen.findByText('Error sending email. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    for (const name of enquiryTextFields) {
      expect(field(name)).toHaveValue(visitor[name]);
    }
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(sendButton()).toBeEnabled();
  });

  it('clears an earlier message when the visitor submits again', async () => {
    const pending = deferred();
    const send = vi
      .fn<(enquiry: Enquiry) => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementationOnce(() => pending.promise);
    const user = await renderForm(send);
    await fill(user);
    await user.click(sendButton());
    await screen.findByText('Error sending email. Please try again.');
    await user.click(sendButton());
    expect(screen.queryByText('Error sending email. Please try again.')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    pending.resolve();
    await screen.findByText('Email sent successfully!');
  });

  it('pretends success to a bot that fills the honeypot, and sends nothing', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send);
    await fill(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.value = 'http://spam.example';
    await user.click(sendButton());
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('speaks Japanese on Japanese pages', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send, 'ja');
    const email = screen.getByRole('textbox', { name: 'メールアドレス（勤務先）' });
    await user.type(email, 'aiko@example');
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    const family = screen.getByRole('textbox', { name: '姓' });
    expectMarked(family, '姓を入力してください。');
    expect(family).toHaveFocus();
    expectMarked(screen.getByRole('textbox', { name: '名' }), '名を入力してください。');
    expectMarked(email, 'メールアドレスは「name@example.co.jp」の形式で入力してください。');
    expectMarked(
      screen.getByRole('checkbox'),
      'お問い合わせには、ご連絡・お知らせの送付と個人情報の取り扱いへの同意が必要です。',
    );
    // The reading is optional: left empty, it is not marked.
    expectUnmarked(screen.getByRole('textbox', { name: /^フリガナ/ }));
    expect(send).not.toHaveBeenCalled();
  });

  it('marks each field 必須 or 任意 beside its name, in the page language', async () => {
    await renderForm(vi.fn(), 'ja');
    const badgeOf = (name: string) =>
      screen.getByText(name, { selector: 'label' }).querySelector('.enquiry-form__badge');
    for (const name of ['姓', '名', '電話番号', '会社名', '部署・役職', 'ご相談内容']) {
      expect(badgeOf(name)).toHaveTextContent('必須');
      // `required` says it to assistive technology already.
      expect(badgeOf(name)).toHaveAttribute('aria-hidden', 'true');
    }
    expect(badgeOf('フリガナ')).toHaveTextContent('任意');
    expect(badgeOf('フリガナ')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('textbox', { name: /^フリガナ/ })).not.toBeRequired();
  });

  it('in English marks every field Required, and asks for one full name', async () => {
    await renderForm(vi.fn());
    const badges = [...document.querySelectorAll('label .enquiry-form__badge')];
    expect(badges.map((badge) => badge.textContent)).toEqual(Array(7).fill('Required'));
    expect(screen.queryByRole('textbox', { name: /Family name/ })).toBeNull();
  });

  it('in Japanese sends family and given name as one name, family first, with the reading in katakana', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>(() => Promise.resolve());
    const user = await renderForm(send, 'ja');
    const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
    await user.type(box('姓'), '山田');
    await user.type(box('名'), '太郎');
    await user.type(box(/フリガナ/), 'やまだ　たろう');
    await user.type(box('電話番号'), '03-0000-0000');
    await user.type(box('メールアドレス（勤務先）'), 'yamada@example.co.jp');
    await user.type(box('会社名'), '株式会社サンプル');
    await user.type(box('部署・役職'), '経営企画部 部長');
    await user.type(box('ご相談内容'), 'インド進出について相談したいです。');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expect(send).toHaveBeenCalledExactlyOnceWith(
      {
        name: '山田 太郎',
        phone: '03-0000-0000',
        email: 'yamada@example.co.jp',
        company: '株式会社サンプル',
        designation: '経営企画部 部長',
        message: 'インド進出について相談したいです。',
        consent: true,
        locale: 'ja',
        nameReading: 'ヤマダ タロウ',
      },
      keyed,
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^お問い合わせいただき/));
    expect(status).toHaveTextContent('1営業日以内');
  });

  it('in Japanese sends no reading when none is given, and refuses one not in katakana', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>(() => Promise.resolve());
    const user = await renderForm(send, 'ja');
    const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
    const values: [string | RegExp, string][] = [
      ['姓', 'Smith'],
      ['名', 'Anna'],
      ['電話番号', '03-0000-0000'],
      ['メールアドレス（勤務先）', 'anna@example.com'],
      ['会社名', 'Example KK'],
      ['部署・役職', 'CTO'],
      ['ご相談内容', 'GCC'],
    ];
    for (const [name, value] of values) await user.type(box(name), value);
    await user.click(screen.getByRole('checkbox'));
    await user.type(box(/フリガナ/), 'Smith');
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expectMarked(
      box(/フリガナ/),
      'フリガナは全角カタカナで入力してください（例：ヤマダ タロウ）。',
    );
    expect(send).not.toHaveBeenCalled();
    await user.clear(box(/フリガナ/));
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('nameReading');
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Smith Anna', locale: 'ja' });
  });

  it('asks consent to the handling of personal data, linking the privacy policy in a new tab', async () => {
    await renderForm(vi.fn(), 'ja');
    const consent = screen.getByRole('checkbox', {
      name: 'お問い合わせに関するSetu Venturesからのご連絡・お知らせの送付と、個人情報の取り扱いに同意します。',
    });
    expect(consent).toBeRequired();
    const policy = screen.getByRole('link', { name: '個人情報の取り扱い' });
    expect(policy).toHaveAttribute('href', '/privacy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

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

/*
 * A send made before the app has loaded: the page is the prerendered HTML, the visitor types into
 * it, and the boot script (src/boot.ts) holds the submit and marks the form `aria-busy`. The app
 * then hydrates that very HTML (as src/app/hydrate-app.tsx does), and sends the form once the
 * whole page is taken over (`data-hydrated` on <html>, src/components/island.tsx).
 */
describe('enquiry form sent before the app loaded', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  /**
   * Prerenders the form, lets the visitor act on it as the boot script leaves it (by default: a
   * send held, `aria-busy`), then hydrates it. React reports what the page's script changed as
   * differences from the prerendered HTML (and, as the form relies on, leaves them): each line it
   * reports must name one of `changed`, or the test fails.
   */
  async function hydrateAfter(
    send: (enquiry: Enquiry) => Promise<void>,
    beforeApp: (form: HTMLFormElement) => void,
    { held = true, changed = ['aria-busy', 'disabled'] } = {},
  ) {
    const i18n = await createI18n();
    await ensureNamespaces(i18n, 'en', ['common', 'enquiryForm']);
    const ui: ReactElement = (
      <I18nextProvider i18n={i18n}>
        <LocaleContext.Provider
          value={{ locale: 'en', localize: (path) => ({ href: path, locale: 'en' }) }}
        >
          <MemoryRouter>
            <EnquiryForm send={send} />
          </MemoryRouter>
        </LocaleContext.Provider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const prerendered = container.querySelector('form')!;
    beforeApp(prerendered);
    // As the boot script holds a send made before the app (src/boot.ts).
    if (held) holdSubmission(prerendered);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui, { container, hydrate: true });
    for (const call of logged.mock.calls) {
      const text = call.map(String).join(' ');
      expect(text).toContain("didn't match the client properties");
      const lines = text.match(/^[+-] {2,}.*$/gm) ?? [];
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(
          changed.some((name) => line.includes(name)),
          line,
        ).toBe(true);
      }
    }
    logged.mockRestore();
    return prerendered;
  }

  function type(form: HTMLFormElement, values: Record<EnquiryTextField, string>) {
    for (const [name, value] of Object.entries(values)) {
      form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    }
    form.querySelector<HTMLInputElement>('[name="consent"]')!.checked = true;
  }

  it('stays busy until the whole page is taken over, then sends the values as left', async () => {
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    const prerendered = await hydrateAfter(send, (form) => {
      expect(form.querySelector('[name="phone"]')).not.toHaveAttribute('pattern');
      type(form, { ...visitor, phone: '＋８１　３　００００　００００' });
    });
    expect(form()).toBe(prerendered);
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(field('phone')).toHaveAttribute('pattern', enquiryPatterns.phone);
    expect(field('phone')).toHaveValue(visitor.phone);
    expect(send).not.toHaveBeenCalled();

    await act(async () => {
      document.documentElement.dataset.hydrated = 'true';
      await Promise.resolve();
    });
    expect(send).toHaveBeenCalledExactlyOnceWith(sent, keyed);
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toBeDisabled();
    pending.resolve();
    expect(await screen.findByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Email sent successfully!/);
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(field('name')).toHaveValue('');
  });

  it("shows its own messages, not the browser's, when sent empty before the app; the app keeps them", async () => {
    installFormMessages();
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    await hydrateAfter(
      send,
      (form) => {
        // The browser's checks, as a press of Send runs them: the form is not submitted.
        expect(form.requestSubmit()).toBeUndefined();
        const name = form.querySelector<HTMLInputElement>('[name="name"]')!;
        expect(name).toHaveAttribute('aria-invalid', 'true');
        expect(name).toHaveAccessibleDescription(messages.name);
        expect(name).toHaveFocus();
        const consent = form.querySelector<HTMLInputElement>('[name="consent"]')!;
        expect(consent).toHaveAccessibleDescription(consentMessage);
        // Corrected before the app loads: the app finds it right.
        name.value = visitor.name;
      },
      { held: false, changed: ['aria-invalid', 'aria-describedby', 'hidden', 'data-problem'] },
    );
    document.documentElement.dataset.hydrated = 'true';
    // The app shows what the visitor was told, and carries on from there.
    expectUnmarked(field('name'));
    expect(screen.getByText(messages.name)).not.toBeVisible();
    expectMarked(field('company'), messages.company);
    const user = userEvent.setup();
    await user.type(field('company'), 'Example KK');
    expectUnmarked(field('company'));
    expect(screen.getByText(messages.company)).not.toBeVisible();
    expectMarked(screen.getByRole('checkbox'), consentMessage);
    expect(send).not.toHaveBeenCalled();
  });

  it("without scripts is posted by the browser to the enquiry service, with the page's language and address", async () => {
    await hydrateAfter(
      vi.fn(),
      (form) => {
        expect(form).toHaveAttribute('method', 'post');
        expect(form).toHaveAttribute('action', 'http://localhost:8787/send-email');
        const hidden = Object.fromEntries(
          [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
            input.name,
            input.value,
          ]),
        );
        expect(hidden).toEqual({ locale: 'en', page: '/' });
        expect(form.querySelector('noscript')).toBeNull();
      },
      { held: false, changed: [] },
    );
  });

  it('checks the formats the browser did not know of yet, and then sends nothing', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    document.documentElement.dataset.hydrated = 'true';
    await hydrateAfter(send, (form) => type(form, { ...visitor, email: 'aiko@example' }));
    await waitFor(() => expect(field('email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('email')).toHaveAccessibleDescription(emailFormat);
    expect(field('email')).toHaveFocus();
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(send).not.toHaveBeenCalled();
  });
});
