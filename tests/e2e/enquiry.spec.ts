import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { waitForApp, watchProblems } from './pages';
import { storedEnquiries } from './spool';

function visitor() {
  return {
    name: `Visitor ${randomUUID().slice(0, 8)}`,
    phone: '+91 124 000 0000',
    email: 'visitor@example.com',
    company: 'Example Pvt Ltd',
    designation: 'CTO',
    message: 'We would like to discuss an IoT pilot.',
  };
}

async function fill(page: Page, values: ReturnType<typeof visitor>, consent = true) {
  const form = page.locator('#Contact form');
  for (const [name, value] of Object.entries(values)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  if (consent) await form.locator('[name="consent"]').check();
  return form;
}

for (const path of ['/Contact_Us', '/IOT']) {
  test(`a visitor sends an enquiry from ${path} and it is stored by the service`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto(path);
    await waitForApp(page);
    const values = visitor();
    const form = await fill(page, values);
    await form.getByRole('button', { name: 'Send message' }).click();
    const status = form.getByRole('status');
    await expect(status).toHaveText('Email sent successfully!');
    await expect(status).toBeFocused();
    await expect(form.locator('[name="name"]')).toHaveValue('');
    await expect(form.locator('[name="consent"]')).not.toBeChecked();
    await expect.poll(() => storedEnquiries(values.name)).toEqual([{ ...values, consent: true }]);
    expect(problems).toEqual([]);
  });
}

test('without consent nothing is sent and the visitor is told why', async ({ page }) => {
  await page.goto('/Contact_Us');
  await waitForApp(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  const values = visitor();
  const form = await fill(page, values, false);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.locator('[name="consent"]')).toBeFocused();
  await expect(form.locator('.enquiry-form__error')).toHaveText(
    'Tick the box to agree, so that we can reply to you.',
  );
  await expect(form.locator('[name="consent"]')).toHaveAccessibleDescription(
    'Tick the box to agree, so that we can reply to you.',
  );
  expect(posts).toBe(0);
  expect(await storedEnquiries(values.name)).toEqual([]);
});

for (const [label, fault] of [
  ['the service answers 503', 'status'],
  ['the network fails', 'abort'],
] as const) {
  test(`when ${label}, the visitor sees the error and keeps every value`, async ({ page }) => {
    await page.route('**/send-email', (route) =>
      fault === 'abort'
        ? route.abort('connectionrefused')
        : route.fulfill({
            status: 503,
            headers: { 'access-control-allow-origin': '*' },
            body: '{}',
          }),
    );
    await page.goto('/IOT');
    await waitForApp(page);
    const values = visitor();
    const form = await fill(page, values);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Error sending email. Please try again.');
    for (const [name, value] of Object.entries(values)) {
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
    }
    await expect(form.locator('[name="consent"]')).toBeChecked();
  });
}

test('the Japanese contact page sends too, and answers in Japanese', async ({ page }) => {
  await page.goto(localizePath('/Contact_Us', 'ja'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const values = visitor();
  const form = await fill(page, values);
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(form.getByRole('status')).toHaveText('お問い合わせを送信しました。');
  await expect.poll(() => storedEnquiries(values.name)).toHaveLength(1);
});

test('the form can be completed with the keyboard alone', async ({ page }) => {
  await page.goto('/Contact_Us');
  await waitForApp(page);
  const values = visitor();
  await page.locator('[name="name"]').focus();
  for (const value of Object.values(values)) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(page.locator('[name="consent"]')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Email sent successfully!');
});
