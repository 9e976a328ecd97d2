import { expect, test } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { waitForApp, watchProblems } from './pages';

/** What a buyer looks for before writing to us, in each language (issue: company facts). */
const words = {
  en: {
    overview: 'Company overview',
    terms: ['Company name', 'Head office', 'Business', 'Offices', 'People', 'Contact'],
    people: /100\+/,
    privacy: 'Privacy Policy',
    rights: 'Your rights',
    steps: ['Enquiry', 'Discovery call', 'Proposal', 'Agreement', 'Kick-off'],
    hours: 'Weekdays 10:00–18:00 Japan time (JST, UTC+9)',
    desk: '/japan',
  },
  ja: {
    overview: '会社概要',
    terms: ['社名', '所在地', '事業内容', '拠点', '従業員数', 'お問い合わせ'],
    people: /100名以上/,
    privacy: 'プライバシーポリシー',
    rights: '開示・訂正・削除などのご依頼',
    steps: [
      'お問い合わせ',
      'ヒアリング（無料の初回相談）',
      'ご提案（範囲・スケジュール・費用）',
      'ご契約',
      '支援開始',
    ],
    hours: '平日10:00～18:00（日本時間）',
    desk: '/japanese',
  },
} as const;

for (const [locale, word] of Object.entries(words) as [
  keyof typeof words,
  (typeof words)['en'],
][]) {
  test.describe(`company facts in ${locale}`, () => {
    test('the footer leads to the company overview, a table of the facts', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(localizePath('/', locale));
      await waitForApp(page);
      await page.getByRole('contentinfo').getByRole('link', { name: word.overview }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/company', locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(word.overview);
      await expect(page.locator('main dt')).toHaveText([...word.terms]);
      await expect(page.locator('main dd').nth(4)).toHaveText(word.people);
      expect(problems).toEqual([]);
    });

    test('the footer leads to the privacy policy, which says how to ask for deletion', async ({
      page,
    }) => {
      await page.goto(localizePath('/team', locale));
      await page.getByRole('contentinfo').getByRole('link', { name: word.privacy }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/privacy', locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(word.privacy);
      const rights = page.getByRole('heading', { level: 2, name: word.rights });
      await expect(rights).toBeVisible();
      await expect(page.locator('main a[href="mailto:hello@example.com"]').first()).toBeVisible();
    });

    test('the Japan desk shows how an engagement proceeds and whom to contact, when', async ({
      page,
    }) => {
      await page.goto(word.desk);
      const steps = page.locator('main ol h3');
      await expect(steps).toHaveText([...word.steps]);
      await expect(page.getByText(word.hours)).toBeVisible();
    });
  });
}
