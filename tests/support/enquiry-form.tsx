/**
 * For the enquiry form's tests (src/features/enquiry/enquiry-form-*.test.tsx): a visitor's values,
 * the form's words, and the steps a visitor takes. jsdom (28) runs the browser's constraint
 * validation when a submit button is pressed (and on requestSubmit()): `required`, the e-mail type,
 * `pattern` and custom validity block the submit and fire a cancelable `invalid` event at each
 * failing field. So the tests go through the UI exactly as a visitor would; user-event presses the
 * submit button for Enter in a field, as browsers do.
 */
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { enquiryTextFields, type EnquiryTextField } from '@contract/enquiry';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { renderWithCatalogs } from '../render-app';

export const visitor: Record<EnquiryTextField, string> = {
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

export const messages = {
  name: 'Enter your full name.',
  phone: 'Enter a phone number.',
  email: 'Enter your work e-mail address.',
  company: 'Enter the name of your company.',
  designation: 'Enter your designation.',
  message: 'Tell us briefly how we can help.',
} as const satisfies Record<EnquiryTextField, string>;

/** The client's words (docs/client-contract.yml). */
export const consentMessage = 'You must provide permission to send updates.';
export const sent = { ...visitor, consent: true, locale: 'en' };
/** The options of a send: a version 4 UUID as its idempotency key. */
export const keyed = {
  idempotencyKey: expect.stringMatching(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  ) as string,
};
export const failureMessage = 'Error sending email. Please try again.';
export const successMessage = 'Email sent successfully!';
export const phoneFormat =
  'Enter the phone number in digits, with spaces or + ( ) - . / between them if you like.';
export const emailFormat =
  'Enter the whole e-mail address: your name, @, and the domain of your company.';

/** How the form sends: an enquiry and the options of its send (its idempotency key). */
type SendProp = NonNullable<ComponentProps<typeof EnquiryForm>['send']>;

export const field = (name: EnquiryTextField) =>
  screen.getByRole('textbox', { name: labels[name] });
export const sendButton = () => screen.getByRole('button', { name: /Send message/ });
export const form = () => document.querySelector('form')!;

export async function fill(
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

export function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export async function renderForm(send: SendProp, locale: 'en' | 'ja' = 'en') {
  await renderWithCatalogs(
    <MemoryRouter>
      <EnquiryForm send={send} />
    </MemoryRouter>,
    { locale, namespaces: ['enquiryForm'] },
  );
  return userEvent.setup();
}

export function expectMarked(element: HTMLElement, message: string) {
  expect(element).toHaveAttribute('aria-invalid', 'true');
  expect(element).toHaveAccessibleDescription(message);
}

export function expectUnmarked(element: HTMLElement) {
  expect(element).not.toHaveAttribute('aria-invalid');
  expect(element).not.toHaveAttribute('aria-describedby');
}
