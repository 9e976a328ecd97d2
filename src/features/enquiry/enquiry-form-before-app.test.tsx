/**
 * The enquiry form used before the app has loaded: a send held until the page is taken over, the
 * form's own messages from the start, a post by the browser without scripts, and the formats the
 * browser could not check yet checked once the app has them.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryPatterns, type Enquiry, type EnquiryTextField } from '@contract/enquiry';
import { installFormMessages } from '@/behaviours/form-messages';
import { holdSubmission } from '@/behaviours/held-submission';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { LocaleContext } from '@/i18n/locale-context';
import {
  consentMessage,
  deferred,
  emailFormat,
  expectMarked,
  expectUnmarked,
  field,
  form,
  keyed,
  messages,
  sendButton,
  sent,
  visitor,
} from '../../../tests/support/enquiry-form';
import { EnquiryForm } from './enquiry-form';

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
