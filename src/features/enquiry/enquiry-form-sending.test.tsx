/**
 * The enquiry form as it sends: busy and not to be sent twice meanwhile, then the success in a
 * status region with the form cleared, or the failure in an alert with every value kept; and a
 * honeypot, hidden from people, that makes a bot think it has sent.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enquiryTextFields, type Enquiry } from '@contract/enquiry';
import {
  deferred,
  field,
  fill,
  form,
  keyed,
  renderForm,
  sendButton,
  sent,
  visitor,
} from '../../../tests/support/enquiry-form';

describe('enquiry form', () => {
  it('hides the honeypot from people and screen readers', async () => {
    await renderForm(vi.fn());
    const trap = document.querySelector('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    // The accessibility tree has it only when hidden elements are counted too.
    expect(screen.getAllByRole('textbox', { hidden: true })).toContain(trap);
    expect(screen.getAllByRole('textbox')).not.toContain(trap);
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
});
