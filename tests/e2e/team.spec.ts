import { expect, test, type Locator, type Page } from '@playwright/test';
import { horizontalOverflow, viewports, waitForApp, watchProblems } from './pages';

const leadership = (page: Page) => page.getByRole('region', { name: 'Our Leadership' });
const staff = (page: Page) => page.getByRole('region', { name: 'Meet our team' });
const opener = (page: Page, name: string) =>
  leadership(page).getByRole('button', { name: `Read more about ${name}` });
const dialog = (page: Page) => page.getByRole('dialog');

/** Whether the element that has focus is inside the open dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const open = document.querySelector('dialog[open]');
    return open !== null && open.contains(document.activeElement);
  });
}

async function openLeader(page: Page, name: string): Promise<Locator> {
  const button = opener(page, name);
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  return button;
}

for (const viewport of viewports) {
  test.describe(`the team page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/team');
      await waitForApp(page);
    });

    test('shows 7 leaders with previews, 18 technology staff and no empty group', async ({
      page,
    }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are');
      await expect(leadership(page).getByRole('listitem')).toHaveCount(7);
      await expect(leadership(page).getByRole('button', { name: /^Read more about/ })).toHaveCount(
        7,
      );
      for (const preview of await page.locator('.team-leader__preview').all()) {
        const text = (await preview.textContent()) ?? '';
        expect(text.endsWith('…')).toBe(true);
        expect(text.length).toBeLessThanOrEqual(201);
      }
      await expect(staff(page).getByRole('list', { name: 'Technology' })).toBeVisible();
      await expect(
        staff(page).getByRole('list', { name: 'Technology' }).getByRole('listitem'),
      ).toHaveCount(18);
      await expect(staff(page).getByRole('heading', { level: 3 })).toHaveCount(1);
      await expect(page.getByText('Social media marketing')).toHaveCount(0);

      // Every avatar on the page loads (they are lazy: scroll them into view first); those in
      // the closed biography dialogs load as a dialog opens.
      for (const image of await page.locator('.team-page img:not(dialog img)').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
      const overflow = await horizontalOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('opens a leader with the full biography and their links', async ({ page }) => {
      const problems = watchProblems(page);
      await openLeader(page, 'Arjun Mehta');
      const open = dialog(page);
      await expect(open.getByRole('heading', { name: 'Arjun Mehta' })).toBeVisible();
      await expect(open.getByText('Founder and Chief Executive Officer')).toBeVisible();
      await expect(open.getByText(/not slide decks about what might be possible\.$/)).toBeVisible();
      await expect(open.getByRole('img')).toBeVisible();
      const linkedin = open.getByRole('link', { name: /LinkedIn profile/ });
      await expect(linkedin).toHaveAttribute('target', '_blank');
      await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(open.getByRole('link', { name: /arjun\.mehta@example\.com/ })).toHaveAttribute(
        'href',
        'mailto:arjun.mehta@example.com',
      );
      // The page behind is inert and does not scroll.
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      expect(problems).toEqual([]);
    });

    test('hides the links and designation a leader does not have', async ({ page }) => {
      await openLeader(page, 'Kenji Watanabe');
      await expect(dialog(page).getByRole('link')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await openLeader(page, 'Vikram Singh Rathore');
      await expect(dialog(page).locator('.team-dialog__designation')).toHaveCount(0);
      await expect(leadership(page).locator('.team-leader__designation')).toHaveCount(6);
    });

    const ways: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
      [
        'the × button',
        (page) => dialog(page).getByRole('button', { name: 'Close the biography' }).click(),
      ],
      [
        'the Close button',
        (page) => dialog(page).getByRole('button', { name: 'Close', exact: true }).click(),
      ],
      // A corner of the viewport is always backdrop: the dialog keeps a margin on every side.
      ['a click on the backdrop', (page) => page.mouse.click(3, 3)],
      ['Escape', (page) => page.keyboard.press('Escape')],
    ];

    for (const [way, close] of ways) {
      test(`closes with ${way} and returns focus to the card`, async ({ page }) => {
        const button = await openLeader(page, 'Haruka Sato');
        await close(page);
        await expect(dialog(page)).toHaveCount(0);
        await expect(button).toBeFocused();
      });
    }

    test('does not close on a click inside the dialog', async ({ page }) => {
      await openLeader(page, 'Haruka Sato');
      await dialog(page).getByRole('heading', { name: 'Haruka Sato' }).click();
      await dialog(page).locator('.team-dialog__biography').click();
      await expect(dialog(page)).toBeVisible();
    });

    test('traps Tab and Shift+Tab inside the dialog', async ({ page }) => {
      const button = opener(page, 'Priya Raghavan');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      const dismiss = dialog(page).getByRole('button', { name: 'Close the biography' });
      const closeButton = dialog(page).getByRole('button', { name: 'Close', exact: true });
      await expect(dismiss).toBeFocused();

      // × , LinkedIn, e-mail, Close, then back to ×.
      for (let step = 0; step < 9; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
      await dismiss.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(closeButton).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dismiss).toBeFocused();
      for (let step = 0; step < 9; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDialog(page)).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  });
}
