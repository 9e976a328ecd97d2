/**
 * The Japanese enquiry form with the keyboard only: reached with Tab, filled, refused without
 * consent (focus on the box and the reason shown), corrected with Space and sent with Enter.
 */
import { expect, test } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { desktop, open, tabTo } from './keyboard';

test('the enquiry form: reached, filled, corrected and sent without a mouse', async ({ page }) => {
  await open(page, localizePath('/Contact_Us', 'ja'), desktop);
  const form = page.locator('#Contact form');
  await tabTo(page, form.locator('[name="familyName"]'));
  for (const value of [
    'キーボード',
    '太郎',
    'きーぼーど たろう',
    '+81 3 0000 0000',
    'keyboard@example.com',
    '株式会社サンプル',
    '部長',
    'キーボードだけで送信しています。',
  ]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // Skipping consent: Enter on the submit button shows why nothing was sent, and focuses it.
  await expect(form.locator('[name="consent"]')).toBeFocused();
  // The consent's label links the privacy policy, next in the tab order.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('link', { name: '個人情報の取り扱い' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: '送信する' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.locator('[name="consent"]')).toBeFocused();
  await expect(form.locator('.enquiry-form__error:visible')).toHaveText(
    'お問い合わせには、ご連絡・お知らせの送付と個人情報の取り扱いへの同意が必要です。',
  );
  // The reading typed in hiragana was made katakana when the visitor left the field.
  await expect(form.locator('[name="nameReading"]')).toHaveValue('キーボード タロウ');
  // Tick it with Space, and send.
  await page.keyboard.press('Space');
  await expect(form.locator('[name="consent"]')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    /^お問い合わせいただき、ありがとうございます。/,
  );
  await expect(form.getByRole('status')).toBeFocused();
});
