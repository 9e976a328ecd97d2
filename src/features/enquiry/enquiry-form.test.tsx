import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  enquiryPatterns,
  enquiryTextFields,
  type Enquiry,
  type EnquiryTextField,
} from '@contract/enquiry';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { LocaleContext } from '@/i18n/locale-context';
import { renderWithCatalogs } from '../../../tests/render-app';
import { EnquiryForm } from './enquiry-form';

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

const consentMessage = 'Tick the box to agree, so that we can reply to you.';
const phoneFormat =
  'Enter the phone number in digits, with spaces or + ( ) - . / between them if you like.';
const emailFormat = 'Enter the whole e-mail address: your name, @, and the domain of your company.';

const field = (name: EnquiryTextField) => screen.getByLabelText(labels[name]);
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

async function renderForm(send: (enquiry: Enquiry) => Promise<void>, locale: 'en' | 'ja' = 'en') {
  await renderWithCatalogs(<EnquiryForm send={send} />, { locale, namespaces: ['enquiryForm'] });
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
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('type', type);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toBeRequired();
    }
    expect(field('phone')).toHaveAttribute('pattern', enquiryPatterns.phone);
    expect(field('email')).toHaveAttribute('pattern', enquiryPatterns.email);
    expect(field('message')).toHaveAttribute('name', 'message');
    expect(field('message')).toBeRequired();
    const consent = screen.getByRole('checkbox', { name: /may contact me/ });
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
    expect(screen.queryByText(messages.name)).toBeNull();
    expectMarked(field('company'), messages.company);
    await user.click(screen.getByRole('checkbox'));
    expectUnmarked(screen.getByRole('checkbox'));
    expect(screen.queryByText(consentMessage)).toBeNull();
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
    expect(send).toHaveBeenCalledWith({ ...visitor, consent: true });
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
    await user.click(button);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ ...visitor, consent: true });
    pending.resolve();
    await waitFor(() => expect(button).toBeEnabled());
    expect(form()).not.toHaveAttribute('aria-busy');
  });

  it('on success shows the success message in a status region and clears the form', async () => {
    const user = await renderForm(vi.fn(() => Promise.resolve()));
    await fill(user);
    await user.click(sendButton());
    const status = await screen.findByText('Email sent successfully!');
    expect(status).toHaveAttribute('role', 'status');
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
    const name = screen.getByLabelText('氏名');
    await user.type(screen.getByLabelText('メールアドレス（勤務先）'), 'aiko@example');
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expectMarked(name, '氏名を入力してください。');
    expect(name).toHaveFocus();
    expectMarked(
      screen.getByLabelText('メールアドレス（勤務先）'),
      'メールアドレスは「name@example.co.jp」の形式で入力してください。',
    );
    expectMarked(screen.getByRole('checkbox'), '送信するには、同意欄にチェックを入れてください。');
    expect(send).not.toHaveBeenCalled();
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

  async function hydrateAfter(
    send: (enquiry: Enquiry) => Promise<void>,
    typeBeforeApp: (form: HTMLFormElement) => void,
  ) {
    const i18n = await createI18n();
    await ensureNamespaces(i18n, 'en', ['common', 'enquiryForm']);
    const ui: ReactElement = (
      <I18nextProvider i18n={i18n}>
        <LocaleContext.Provider
          value={{ locale: 'en', localize: (path) => ({ href: path, locale: 'en' }) }}
        >
          <EnquiryForm send={send} />
        </LocaleContext.Provider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const prerendered = container.querySelector('form')!;
    typeBeforeApp(prerendered);
    prerendered.setAttribute('aria-busy', 'true');
    // React reports the boot script's aria-busy as the one difference from the prerendered HTML
    // (and, as the form relies on, leaves it); anything else it reports fails the test.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui, { container, hydrate: true });
    for (const call of logged.mock.calls) {
      const text = call.map(String).join(' ');
      expect(text).toContain("didn't match the client properties");
      expect(text.match(/^[+-] {2,}.*$/gm)).toEqual([
        '+       aria-busy={undefined}',
        '-       aria-busy="true"',
      ]);
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
    expect(send).toHaveBeenCalledExactlyOnceWith({ ...visitor, consent: true });
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toBeDisabled();
    pending.resolve();
    expect(await screen.findByText('Email sent successfully!')).toHaveFocus();
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(field('name')).toHaveValue('');
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
