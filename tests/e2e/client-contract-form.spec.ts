/**
 * The client's contract (docs/client-contract.yml) for the enquiry form, on every English page that
 * has it: refused without consent, "Sending..." while it sends, cleared with the success message or
 * its values kept with the failure message, in the client's words, before the app and after it.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { verticals } from '../../src/features/verticals/verticals';
import { clientContract } from '../support/client-contract';
import { appEntry, appNeverRan, fillEnquiryFields, waitForApp } from './pages';
import { storedEnquiries } from './spool';

const { messages, enquiryKeys } = clientContract;

const text = (id: string) => {
  const entry = messages[id];
  if (!entry) throw new Error(`No message ${id} in docs/client-contract.yml`);
  return entry.text;
};

/** Every English page with the enquiry form: the contact page, every vertical, the GCC page. */
const formPages = [
  '/Contact_Us',
  ...verticals.flatMap((vertical) => [
    vertical.path,
    ...(vertical.aliases ?? []).map((alias) => alias.path),
  ]),
  '/Global_capability',
];

function visitor(path: string) {
  return {
    name: `Contract ${path.replaceAll('/', '')} ${String(Date.now() % 1e6)}`,
    phone: '+91 124 000 0000',
    email: 'contract@example.com',
    company: 'Example Pvt Ltd',
    designation: 'CTO',
    message: `Sent from ${path}.`,
  };
}

/** Requests to the enquiry service, counted; and a gate that holds each until opened. */
async function watchService(page: Page) {
  const sent: Record<string, unknown>[] = [];
  let answer: (route: Route) => Promise<void> = (route) => route.continue();
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route('**/send-email', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await gate;
    return answer(route);
  });
  return {
    sent,
    /** Lets the requests held so far, and all later ones, through, to `next`. */
    open(next?: (route: Route) => Promise<void>) {
      if (next) answer = next;
      open();
    },
    close() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

const fail = (route: Route) => route.fulfill({ status: 503, headers: { 'retry-after': '60' } });

async function expectSending(page: Page) {
  const button = page.locator('#Contact form button[type="submit"]');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(text('sending'), { useInnerText: true });
}

/** Holds the app's entry back until the function it returns is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const arrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(appEntry, async (route) => {
    await arrives;
    await route.continue();
  });
  return release;
}

/** Fills the form with `values`, ticks consent and sends it: "Sending..." on a disabled button. */
async function send(page: Page, values: ReturnType<typeof visitor>) {
  const form = page.locator('#Contact form');
  await fillEnquiryFields(form, values);
  await form.locator('[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expectSending(page);
}

/** The failure message shown, every value kept. */
async function expectFailureKeeping(page: Page, values: ReturnType<typeof visitor>) {
  const form = page.locator('#Contact form');
  await expect(form.getByRole('alert')).toHaveText(text('failure'));
  await expect(form.locator('[name="name"]')).toHaveValue(values.name);
  await expect(form.locator('[name="message"]')).toHaveValue(values.message);
  await expect(form.locator('[name="consent"]')).toBeChecked();
}

async function expectConsentRefused(page: Page, service: Awaited<ReturnType<typeof watchService>>) {
  const form = page.locator('#Contact form');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[name="consent"]')).toHaveAccessibleDescription(
    text('consentMissing'),
  );
  await expect(form.locator('.enquiry-form__error:visible')).toHaveText(text('consentMissing'));
  expect(service.sent).toEqual([]);
}

for (const path of formPages) {
  test.describe(`the form on ${path}, in the client's words`, () => {
    test('before the app: refused without consent, "Sending..." while held, then sent once the app is there, cleared with the success message', async ({
      page,
    }) => {
      // The app's entry is held back until the send has been seen waiting.
      const releaseApp = await holdTheApp(page);
      const service = await watchService(page);
      service.open();
      await page.goto(path);
      const form = page.locator('#Contact form');
      const values = visitor(path);
      await fillEnquiryFields(form, values);
      await expectConsentRefused(page, service);
      await send(page, values);
      await appNeverRan(page);
      releaseApp();
      await expect(form.getByRole('status')).toContainText(text('success'));
      await expect(form.locator('[name="name"]')).toHaveValue('');
      expect(service.sent).toHaveLength(1);
      expect(Object.keys(service.sent[0] ?? {}).slice(0, enquiryKeys.length)).toEqual(enquiryKeys);
      await expect.poll(() => storedEnquiries(values.name)).toHaveLength(1);
    });

    test('before the app: a send that fails once the app is there keeps the values and shows the error', async ({
      page,
    }) => {
      const releaseApp = await holdTheApp(page);
      (await watchService(page)).open(fail);
      await page.goto(path);
      const values = visitor(path);
      await send(page, values);
      releaseApp();
      await expectFailureKeeping(page, values);
    });

    test('after the app: refused without consent, "Sending..." while it sends, cleared on success, values kept on failure', async ({
      page,
    }) => {
      const service = await watchService(page);
      await page.goto(path);
      await waitForApp(page);
      const form = page.locator('#Contact form');
      const values = visitor(path);
      await fillEnquiryFields(form, values);
      await expectConsentRefused(page, service);
      await send(page, values);
      service.open();
      await expect(form.getByRole('status')).toContainText(text('success'));
      await expect(form.locator('[name="name"]')).toHaveValue('');
      expect(Object.keys(service.sent[0] ?? {}).slice(0, enquiryKeys.length)).toEqual(enquiryKeys);

      service.close();
      const again = { ...visitor(path), message: 'A second question.' };
      await send(page, again);
      // Any earlier message is cleared as the form is sent.
      await expect(form.locator('.enquiry-form__message--success')).toBeEmpty();
      service.open(fail);
      await expectFailureKeeping(page, again);
    });
  });
}
