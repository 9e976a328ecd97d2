/**
 * The enquiry form's checks, as a visitor meets them: each field named and typed for the browser's
 * own checks, a mark and message on each field that is missing or malformed, none left once put
 * right, full-width phone numbers and addresses made half-width, and nothing sent until all is right.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enquiryPatterns, enquiryTextFields, type Enquiry } from '@contract/enquiry';
import {
  consentMessage,
  emailFormat,
  expectMarked,
  expectUnmarked,
  field,
  fill,
  keyed,
  messages,
  phoneFormat,
  renderForm,
  sendButton,
  sent,
  visitor,
} from '../../../tests/support/enquiry-form';

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
});
