import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { axeTags, fillEnquiryFields, waitForApp, watchProblems } from './pages';
import { decodeHeader, receivedMails } from './mail';
import { expectStored, storedEnquiries } from './spool';

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

/**
 * Fills the form on the page, leaves consent unticked and presses Send: the consent box takes
 * focus. What was posted meanwhile is in `posts`.
 */
async function sendWithoutConsent(page: Page) {
  const posts = postsOf(page);
  const values = visitor();
  const form = await fill(page, values, false);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.locator('[name="consent"]')).toBeFocused();
  return { form, values, posts };
}

/** The addresses the page posts to from now on. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

async function fill(page: Page, values: ReturnType<typeof visitor>, consent = true) {
  const form = page.locator('#Contact form');
  await fillEnquiryFields(form, values);
  if (consent) await form.locator('[name="consent"]').check();
  return form;
}

/** A new visitor's enquiry sent from `path` once the app runs, answered with the error notice. */
async function sendAndFail(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  const values = visitor();
  const form = await fill(page, values);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Error sending email. Please try again.');
  return { form, values };
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
    await expect(status).toHaveText(
      'Email sent successfully! Thank you for writing to us. A specialist will reply within one business day, and a copy of your message is on its way to your inbox.',
      { useInnerText: true },
    );
    await expect(status).toBeFocused();
    await expect(form.locator('[name="name"]')).toHaveValue('');
    await expect(form.locator('[name="consent"]')).not.toBeChecked();
    await expectStored(values);
    expect(problems).toEqual([]);
  });
}

test('the sender gets an automatic reply in English, with what they sent, and staff get the enquiry', async ({
  page,
}) => {
  await page.goto('/Contact_Us');
  await waitForApp(page);
  const values = { ...visitor(), email: `reply-${randomUUID().slice(0, 8)}@example.com` };
  const form = await fill(page, { ...values, message: 'Line one <b>bold?</b>\nLine two' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Email sent successfully!/);
  await expect
    .poll(async () => (await receivedMails(values.email)).length, { timeout: 15_000 })
    .toBe(1);
  const [reply] = await receivedMails(values.email);
  expect(decodeHeader(reply?.headers.subject ?? '')).toMatch(/received your enquiry/i);
  expect(reply?.headers['auto-submitted']).toBe('auto-generated');
  expect(reply?.text).toContain(values.name);
  expect(reply?.text).toContain('Line one <b>bold?</b>');
  // In the HTML part the visitor's text is text, never markup.
  expect(reply?.html).toContain('Line one &lt;b&gt;bold?&lt;/b&gt;');
  expect(reply?.html).not.toContain('<b>bold?</b>');
  await expect
    .poll(async () =>
      (await receivedMails('enquiries@example.com')).some((mail) =>
        mail.text.includes(values.name),
      ),
    )
    .toBe(true);
});

test('without consent nothing is sent and the visitor is told why', async ({ page }) => {
  await page.goto('/Contact_Us');
  await waitForApp(page);
  const { form, values, posts } = await sendWithoutConsent(page);
  await expect(form.locator('.enquiry-form__error:visible')).toHaveText(
    'You must provide permission to send updates.',
  );
  await expect(form.locator('[name="consent"]')).toHaveAccessibleDescription(
    'You must provide permission to send updates.',
  );
  expect(posts).toEqual([]);
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
    const { form, values } = await sendAndFail(page, '/IOT');
    for (const [name, value] of Object.entries(values)) {
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
    }
    await expect(form.locator('[name="consent"]')).toBeChecked();
  });
}

test('an enquiry whose answer was lost is stored once when the visitor sends it again', async ({
  page,
}) => {
  // The first send reaches the service and is stored, but its answer never reaches the page.
  const keys: string[] = [];
  let lose = true;
  await page.route('**/send-email', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    return route.abort('connectionreset');
  });
  const { form, values } = await sendAndFail(page, '/Contact_Us');
  await expect.poll(() => storedEnquiries(values.name)).toHaveLength(1);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Email sent successfully!/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  await expectStored(values);
});

test.describe('the Japanese contact page', () => {
  // A Japanese page read in a browser set to English: the form still speaks Japanese.
  test.use({ locale: 'en-US' });

  test('asks for family and given name and their reading, and sends them as one name', async ({
    page,
  }) => {
    await page.goto(localizePath('/Contact_Us', 'ja'));
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const form = page.locator('#Contact form');
    const family = `山田${randomUUID().slice(0, 4)}`;
    const email = `hanako-${randomUUID().slice(0, 8)}@example.co.jp`;
    await form.getByRole('textbox', { name: '姓' }).fill(family);
    await form.getByRole('textbox', { name: '名', exact: true }).fill('花子');
    await form.getByRole('textbox', { name: /^フリガナ/ }).fill('やまだ はなこ');
    await form.getByRole('textbox', { name: '電話番号' }).fill('03-0000-0000');
    await form.getByRole('textbox', { name: 'メールアドレス（勤務先）' }).fill(email);
    await form.getByRole('textbox', { name: '会社名' }).fill('株式会社サンプル');
    await form.getByRole('textbox', { name: '部署・役職' }).fill('経営企画部 課長');
    await form.getByRole('textbox', { name: 'ご相談内容' }).fill('インドでの開発拠点について。');
    await form.getByRole('checkbox', { name: '個人情報の取り扱いに同意します。' }).check();
    await form.getByRole('button', { name: '送信する' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'お問い合わせいただき、ありがとうございます。内容を確認のうえ、1営業日以内に担当者よりご連絡いたします。ご入力のメールアドレスに、受付確認のメールをお送りしました。',
    );
    await expect
      .poll(() => storedEnquiries(`${family} 花子`))
      .toEqual([
        {
          name: `${family} 花子`,
          phone: '03-0000-0000',
          email,
          company: '株式会社サンプル',
          designation: '経営企画部 課長',
          message: 'インドでの開発拠点について。',
          consent: true,
          locale: 'ja',
          nameReading: 'ヤマダ ハナコ',
        },
      ]);
    // The automatic reply, in Japanese, restating what was sent.
    await expect.poll(async () => (await receivedMails(email)).length, { timeout: 15_000 }).toBe(1);
    const [reply] = await receivedMails(email);
    expect(decodeHeader(reply?.headers.subject ?? '')).toBe(
      'お問い合わせを受け付けました（Setu Ventures）',
    );
    expect(reply?.text).toContain(`${family} 花子様`);
    expect(reply?.text).toContain('【フリガナ】ヤマダ ハナコ');
    expect(reply?.text).toContain('インドでの開発拠点について。');
    expect(reply?.html).toContain('インドでの開発拠点について。');
  });

  test('marks 必須 and 任意, and answers a wrong entry in Japanese beside the field', async ({
    page,
  }) => {
    await page.goto(localizePath('/Contact_Us', 'ja'));
    await waitForApp(page);
    const form = page.locator('#Contact form');
    await expect(
      form.locator('label', { hasText: 'フリガナ' }).locator('.enquiry-form__badge'),
    ).toHaveText('任意');
    await expect(
      form.locator('label', { hasText: '会社名' }).locator('.enquiry-form__badge'),
    ).toHaveText('必須');
    await form.getByRole('textbox', { name: 'メールアドレス（勤務先）' }).fill('hanako@example');
    await form.getByRole('textbox', { name: /^フリガナ/ }).fill('Hanako');
    await form.getByRole('button', { name: '送信する' }).click();
    const family = form.getByRole('textbox', { name: '姓' });
    await expect(family).toBeFocused();
    await expect(family).toHaveAccessibleDescription('姓を入力してください。');
    await expect(
      form.getByRole('textbox', { name: 'メールアドレス（勤務先）' }),
    ).toHaveAccessibleDescription(
      'メールアドレスは「name@example.co.jp」の形式で入力してください。',
    );
    await expect(form.getByRole('textbox', { name: /^フリガナ/ })).toHaveAccessibleDescription(
      'フリガナは全角カタカナで入力してください（例：ヤマダ タロウ）。',
    );
    // Every message shown is the page's, in Japanese; the browser (set to English) shows none.
    const shown = await form.locator('.enquiry-form__error:visible').allInnerTexts();
    expect(shown.length).toBeGreaterThanOrEqual(8);
    for (const text of shown) expect(text).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  test('links the privacy policy from the consent, in a new tab', async ({ page }) => {
    await page.goto(localizePath('/Contact_Us', 'ja'));
    const link = page.locator('#Contact form').getByRole('link', { name: '個人情報の取り扱い' });
    await expect(link).toHaveAttribute('href', localizePath('/privacy', 'ja'));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
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
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(/^Email sent successfully!/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser sends the form itself: stored once, delivered to staff, and the visitor lands on the thank-you page', async ({
    page,
  }) => {
    await page.goto('/Contact_Us');
    const values = visitor();
    const form = await fill(page, { ...values, message: 'Line one\nLine two' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry has reached us');
    await expect(page.getByText('Email sent successfully!', { exact: true })).toBeVisible();
    await expectStored({ ...values, message: 'Line one\r\nLine two' });
    await expect
      .poll(
        async () =>
          (await receivedMails('enquiries@example.com')).filter((mail) =>
            mail.text.includes(values.name),
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    // Sent again (back, and send once more): still one enquiry.
    await page.goBack();
    await page.locator('#Contact form').getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await storedEnquiries(values.name)).toHaveLength(1);
  });

  test('without consent the browser sends nothing', async ({ page }) => {
    await page.goto('/IOT');
    const { values, posts } = await sendWithoutConsent(page);
    expect(page.url()).toMatch(/\/IOT$/);
    expect(posts).toEqual([]);
    expect(await storedEnquiries(values.name)).toEqual([]);
  });

  test('a value the service cannot take comes back in a form to correct, values kept, then is sent', async ({
    page,
    browser,
  }) => {
    await page.goto('/Global_capability');
    const values = visitor();
    const form = await fill(page, { ...values, phone: 'call me in the morning' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/:8787\/send-email\?check=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your enquiry');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(
      'Enter the phone number in digits, with spaces or + ( ) - . / between them if you like.',
    );
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(values.name);
    await expect(page.getByRole('textbox', { name: 'How can we help?' })).toHaveValue(
      values.message,
    );
    await expect(page.getByRole('checkbox')).toBeChecked();
    // axe runs as a script: on the same page, shown again with JavaScript on.
    const context = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await context.newPage();
    await scripted.goto(page.url());
    const axe = await new AxeBuilder({ page: scripted }).withTags(axeTags).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
    await phone.fill(values.phone);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expectStored(values);
  });

  test('in Japanese, the name is sent family name first and the visitor thanked in Japanese', async ({
    page,
  }) => {
    await page.goto('/ja/Contact_Us');
    const form = page.locator('#Contact form');
    const name = `山田 ${randomUUID().slice(0, 6)}`;
    await fillEnquiryFields(form, {
      name,
      nameReading: 'やまだ たろう',
      phone: '０３－１２３４－５６７８',
      email: 'taro@example.jp',
      company: '株式会社サンプル',
      designation: '部長',
      message: 'ご相談です。',
    });
    await form.locator('[name="consent"]').check();
    await form.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL(/\/ja\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'お問い合わせを受け付けました',
    );
    await expect
      .poll(() => storedEnquiries(name))
      .toEqual([
        {
          name,
          phone: '03-1234-5678',
          email: 'taro@example.jp',
          company: '株式会社サンプル',
          designation: '部長',
          message: 'ご相談です。',
          consent: true,
          locale: 'ja',
          nameReading: 'ヤマダ タロウ',
        },
      ]);
  });
});
