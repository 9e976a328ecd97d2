import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Enquiry } from '@/enquiry/enquiry';
import { renderWithCatalogs } from '../../../tests/render-app';
import { EnquiryForm } from './enquiry-form';

const visitor = {
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
} as const;

async function fill(user: UserEvent, { consent = true } = {}) {
  for (const [key, label] of Object.entries(labels)) {
    await user.type(screen.getByLabelText(label), visitor[key as keyof typeof visitor]);
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
    expect(screen.getByLabelText('How can we help?')).toHaveAttribute('name', 'message');
    const consent = screen.getByRole('checkbox', { name: /may contact me/ });
    expect(consent).toHaveAttribute('name', 'consent');
    expect(consent).not.toBeRequired();
  });

  it('hides the honeypot from people and screen readers', async () => {
    await renderForm(vi.fn());
    const trap = document.querySelector('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /empty/ })).toBeNull();
  });

  it('without consent shows the consent message, focuses it, and sends nothing', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send);
    await fill(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You must provide permission to send updates.');
    expect(alert).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue(visitor.name);
  });

  it('while sending reads Sending... and is disabled; a second click sends nothing', async () => {
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    const user = await renderForm(send);
    await fill(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.click(button);
    expect(button).toHaveTextContent('Sending...');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ ...visitor, consent: true });
    pending.resolve();
    await waitFor(() => expect(button).toHaveTextContent('Send message'));
  });

  it('on success shows the success message in a status region and clears the form', async () => {
    const user = await renderForm(vi.fn(() => Promise.resolve()));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByText('Email sent successfully!');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('on failure shows the error in an alert and keeps every value', async () => {
    const user = await renderForm(vi.fn(() => Promise.reject(new Error('503'))));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByText('Error sending email. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    for (const [key, label] of Object.entries(labels)) {
      expect(screen.getByLabelText(label)).toHaveValue(visitor[key as keyof typeof visitor]);
    }
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('clears an earlier message when the visitor submits again', async () => {
    const pending = deferred();
    const send = vi
      .fn<(enquiry: Enquiry) => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementationOnce(() => pending.promise);
    const user = await renderForm(send);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Error sending email. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
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
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('speaks Japanese on Japanese pages', async () => {
    const user = await renderForm(
      vi.fn(() => Promise.reject(new Error('x'))),
      'ja',
    );
    expect(screen.getByLabelText('氏名')).toBeInTheDocument();
    for (const [key, value] of Object.entries(visitor)) {
      await user.type(document.querySelector<HTMLElement>(`[name="${key}"]`)!, value);
    }
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '送信するには、最新情報の送付への同意が必要です。',
    );
  });
});
