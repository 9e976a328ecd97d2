// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { honeypotField } from '../../contract/enquiry';
import { setUpEnquiryApp, siteOrigin } from '../../tests/support/enquiry/test-app';
import { serviceSecurityHeaders } from './answers';
import { formContentType, formMaxBytes } from './form-post';

/** What the English form on the contact page posts, consent ticked. */
const english = {
  locale: 'en',
  page: '/Contact_Us',
  name: 'Aiko Tanaka',
  phone: '+81 3 0000 0000',
  email: 'aiko.tanaka@example.jp',
  company: 'Example Trading KK',
  designation: 'Head of Overseas Expansion',
  message: 'We are planning a capability centre in India.\r\nCan we talk?',
  consent: 'on',
};

/** What the Japanese form posts: family and given name apart, the reading in hiragana. */
const japanese = {
  locale: 'ja',
  page: '/ja/Data_AI',
  familyName: '田中',
  givenName: '愛子',
  nameReading: 'たなか あいこ',
  phone: '０３－１２３４－５６７８',
  email: 'ａｉｋｏ＠ｅｘａｍｐｌｅ．ｊｐ',
  company: '株式会社サンプル',
  designation: '海外事業部 部長',
  message: 'インドでの拠点設立について相談したいです。',
  consent: 'on',
};

async function setUp(options: Parameters<typeof setUpEnquiryApp>[0] = {}) {
  const service = await setUpEnquiryApp(options);
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    service.app.inject({
      method: 'POST',
      url: '/send-email',
      headers: { 'content-type': formContentType, origin: siteOrigin, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  /** Follows the service's answer to the form it shows back. */
  const shownBack = async (location: string) =>
    service.app.inject({ method: 'GET', url: location, headers: { host: 'localhost:8787' } });
  return { ...service, postForm, shownBack };
}

async function storedEnquiries(spool: Awaited<ReturnType<typeof setUp>>['spool']) {
  const ids = await spool.ids('pending');
  return Promise.all(
    ids.map(
      async (id) =>
        (JSON.parse(await readFile(spool.path('pending', id), 'utf8')) as { enquiry: unknown })
          .enquiry,
    ),
  );
}

describe('a form the browser posts by itself (JavaScript off)', () => {
  it('is stored as the same enquiry the script would send, and leads to the thank-you page', async () => {
    const { spool, accepted, postForm } = await setUp();
    const response = await postForm(english);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${siteOrigin}/thank-you`);
    expect(response.headers).toMatchObject(serviceSecurityHeaders);
    expect(await storedEnquiries(spool)).toEqual([
      {
        name: 'Aiko Tanaka',
        phone: '+81 3 0000 0000',
        email: 'aiko.tanaka@example.jp',
        company: 'Example Trading KK',
        designation: 'Head of Overseas Expansion',
        message: 'We are planning a capability centre in India.\r\nCan we talk?',
        consent: true,
        locale: 'en',
      },
    ]);
    expect(accepted).toHaveLength(1);
  });

  it('in Japanese joins the names family first, makes the reading katakana and full-width half-width, and thanks in Japanese', async () => {
    const { spool, postForm } = await setUp();
    const response = await postForm(japanese);
    expect(response.headers.location).toBe(`${siteOrigin}/ja/thank-you`);
    expect(await storedEnquiries(spool)).toEqual([
      {
        name: '田中 愛子',
        phone: '03-1234-5678',
        email: 'aiko@example.jp',
        company: '株式会社サンプル',
        designation: '海外事業部 部長',
        message: 'インドでの拠点設立について相談したいです。',
        consent: true,
        locale: 'ja',
        nameReading: 'タナカ アイコ',
      },
    ]);
  });

  it('is stored once however often the same enquiry arrives (a double click, a reload of the post)', async () => {
    const { spool, postForm } = await setUp();
    const answers = await Promise.all([postForm(english), postForm(english), postForm(english)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303]);
    expect(new Set(answers.map((answer) => answer.headers.location))).toEqual(
      new Set([`${siteOrigin}/thank-you`]),
    );
    expect(await spool.ids('pending')).toHaveLength(1);
    // Another enquiry is another key.
    await postForm({ ...english, message: 'Another question.' });
    expect(await spool.ids('pending')).toHaveLength(2);
  });

  it('takes a message of 5,000 Japanese characters, three times longer once encoded', async () => {
    const { spool, postForm } = await setUp();
    const message = 'あ'.repeat(5000);
    expect(new URLSearchParams({ message }).toString().length).toBeLessThan(formMaxBytes);
    expect((await postForm({ ...japanese, message })).statusCode).toBe(303);
    expect(await spool.ids('pending')).toHaveLength(1);
  });

  it('stores nothing for a filled honeypot, and thanks the bot all the same', async () => {
    const { spool, postForm } = await setUp();
    const response = await postForm({ ...english, [honeypotField]: 'https://spam.example' });
    expect(response.headers.location).toBe(`${siteOrigin}/thank-you`);
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('with something to correct, stores nothing and shows the form back: values kept, the messages of the site form', async () => {
    const { spool, postForm, shownBack } = await setUp();
    const response = await postForm({
      ...english,
      phone: 'call me',
      company: '   ',
      name: '<script>alert(1)</script>',
      consent: '',
    });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/send-email\?check=[\w-]{22}$/);
    expect(await spool.ids('pending')).toEqual([]);

    const page = await shownBack(location);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Check your enquiry</h1>');
    // The visitor's text is shown as text, never as markup.
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="call me" aria-invalid="true"');
    expect(html).toContain(
      'Enter the phone number in digits, with spaces or + ( ) - . / between them if you like.',
    );
    expect(html).toContain('Enter the name of your company.');
    // The client's words for consent not given.
    expect(html).toContain('You must provide permission to send updates.');
    expect(html).toContain('<textarea id="enquiry-message" name="message"');
    expect(html).toContain(
      'We are planning a capability centre in India.\r\nCan we talk?</textarea>',
    );
    // The first field to correct takes focus; the way back leads to the page it came from.
    expect(html).toMatch(/id="enquiry-phone"[^>]*autofocus/);
    expect(html).toContain(`<a href="${siteOrigin}/Contact_Us">Back to the page you came from</a>`);
    expect(html).toContain(
      `<a href="${siteOrigin}/privacy" target="_blank" rel="noopener noreferrer">privacy policy</a>`,
    );
  });

  it('shows the form back in Japanese, with the Japanese inputs', async () => {
    const { postForm, shownBack } = await setUp();
    const response = await postForm({ ...japanese, familyName: '', nameReading: 'Tanaka' });
    const html = (await shownBack(String(response.headers.location))).body;
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<h1>入力内容をご確認ください</h1>');
    expect(html).toContain('姓を入力してください。');
    expect(html).toContain('フリガナは全角カタカナで入力してください（例：ヤマダ タロウ）。');
    expect(html).toContain('value="愛子"');
    expect(html).toContain('value="03-1234-5678"');
    expect(html).toContain(`<a href="${siteOrigin}/ja/Data_AI">元のページに戻る</a>`);
  });

  it('sent again corrected from the form shown back, is stored and leads to the thank-you page', async () => {
    const { spool, postForm, shownBack } = await setUp();
    const first = await postForm({ ...english, phone: 'call me' });
    const page = await shownBack(String(first.headers.location));
    expect(String(page.headers['content-security-policy']).split('; ')).toEqual([
      "default-src 'none'",
      expect.stringMatching(/^style-src 'sha256-[\w+/]{43}='$/),
      `form-action 'self' ${siteOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]);
    // Its post names the service's own origin, and the site it came from in a hidden input.
    expect(page.body).toContain(`<input type="hidden" name="site" value="${siteOrigin}">`);
    const again = await postForm(
      { ...english, site: siteOrigin },
      { origin: 'http://localhost:8787', host: 'localhost:8787' },
    );
    expect(again.headers.location).toBe(`${siteOrigin}/thank-you`);
    expect(await spool.ids('pending')).toHaveLength(1);
  });

  it('never sends the visitor anywhere but an allowed site origin, at a plain path', async () => {
    const { postForm, shownBack } = await setUp();
    for (const page of ['//evil.example/', 'https://evil.example/', '/a?b=c', '/x/../../y\\z']) {
      const response = await postForm({ ...english, page, phone: 'x' });
      const html = (await shownBack(String(response.headers.location))).body;
      expect(html).toContain(`<a href="${siteOrigin}/">Back to the page you came from</a>`);
    }
    const foreign = await postForm(
      { ...english, site: 'https://evil.example' },
      { origin: 'http://localhost:8787', host: 'localhost:8787' },
    );
    expect(foreign.headers.location).toBe(`${siteOrigin}/thank-you`);
  });

  it('refuses a form from an origin it does not allow', async () => {
    const { spool, postForm } = await setUp();
    const response = await postForm(english, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('shows the form back with the failure message, values kept, when the enquiry cannot be taken now', async () => {
    const { spool, postForm, shownBack } = await setUp({ max: 1 });
    await postForm(english);
    const response = await postForm({ ...english, message: 'A second question.' });
    expect(response.statusCode).toBe(303);
    expect(response.headers['retry-after']).toBeUndefined();
    const html = (await shownBack(String(response.headers.location))).body;
    expect(html).toContain('<p>Error sending email. Please try again.</p>');
    expect(html).toContain('A second question.</textarea>');
    expect(html).toMatch(/name="consent" type="checkbox" required checked/);
    expect(await spool.ids('pending')).toHaveLength(1);
  });

  it('says a form shown back has expired once its 30 minutes are over, or its token is unknown', async () => {
    const { shownBack } = await setUp();
    const page = await shownBack('/send-email?check=AAAAAAAAAAAAAAAAAAAAAA');
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<h1>This form has expired</h1>');
    expect(page.body).toContain(`<a href="${siteOrigin}/">Go to the home page</a>`);
    const bare = await shownBack('/send-email');
    expect(bare.statusCode).toBe(404);
  });

  it('leaves the JSON the script sends as it was', async () => {
    const { post } = await setUp();
    const response = await post({ ...english, consent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_enquiry' });
  });
});
