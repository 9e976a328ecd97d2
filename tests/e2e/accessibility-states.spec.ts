/**
 * axe-core in the states that only appear after interaction: the phone menu and the verticals
 * submenu open, a leader dialog open, an FAQ answer open, the enquiry form after a refused, failed
 * or empty send, and the language suggestion for a visitor whose browser prefers Japanese.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { report, violationsOf } from './axe';
import {
  accessibleState,
  fillEnquiryFields,
  inEveryLanguage,
  viewports,
  waitForApp,
} from './pages';

/** Every text field of the enquiry form filled validly; the consent box is left as it is. */
async function fillValidFields(form: Locator) {
  await fillEnquiryFields(form, {
    name: 'Test Visitor',
    company: 'Test',
    designation: 'Test',
    message: 'Test',
    phone: '+91 124 000 0000',
    email: 'visitor@example.com',
  });
}

/**
 * In a state that lays a menu over the page, the whole page is checked with every rule but
 * target-size, and the header (the menu) with every rule: a link the open menu half covers
 * is not a target of its own size until the menu closes, which any click outside it does.
 */
async function overlayViolationsOf(page: Page, where: string): Promise<string[]> {
  return [
    ...(await violationsOf(page, where, { disable: ['target-size'] })),
    ...(await violationsOf(page, `${where} (the header)`, { include: ['.site-header'] })),
  ];
}

/** A state reached by interaction, on the given address, and how to check that it is there. */
interface State {
  name: string;
  paths: readonly string[];
  widths: readonly number[];
  reach: (page: Page) => Promise<void>;
  /** A menu laid over the page (see `overlayViolationsOf`). */
  overlay?: boolean;
}

const both = viewports.map((viewport) => viewport.width);
const phoneWidth = viewports[0].width;

const states: readonly State[] = [
  {
    name: 'the phone menu open',
    paths: inEveryLanguage('/'),
    widths: [phoneWidth],
    overlay: true,
    reach: async (page) => {
      await page.locator('.site-header__menu-button').click();
      await expect(page.locator('.site-nav')).toBeVisible();
      expect((await accessibleState(page, '.site-header__menu-button')).expanded).toBe(true);
    },
  },
  {
    name: 'the verticals submenu open',
    paths: inEveryLanguage('/'),
    widths: both,
    overlay: true,
    reach: async (page) => {
      const menuButton = page.locator('.site-header__menu-button');
      if (await menuButton.isVisible()) await menuButton.click();
      await page.locator('.verticals-menu__button').click();
      await expect(page.locator('.verticals-menu__list')).toBeVisible();
      expect((await accessibleState(page, '.verticals-menu__button')).expanded).toBe(true);
    },
  },
  {
    name: 'a leader dialog open',
    paths: inEveryLanguage('/team'),
    widths: both,
    reach: async (page) => {
      await page.locator('.team-leader button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'an FAQ answer open',
    paths: inEveryLanguage('/japan'),
    widths: both,
    reach: async (page) => {
      await page.locator('main details > summary').first().click();
      await expect(page.locator('main details[open]')).toHaveCount(1);
    },
  },
  {
    name: 'the enquiry form after a submit without consent',
    paths: inEveryLanguage('/Contact_Us'),
    widths: both,
    reach: async (page) => {
      const form = page.locator('#Contact form');
      await fillValidFields(form);
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('.enquiry-form__error:visible')).toBeVisible();
    },
  },
  {
    name: 'the enquiry form after a failed send',
    paths: inEveryLanguage('/Contact_Us'),
    widths: both,
    reach: async (page) => {
      await page.route('**/send-email', (route) => route.abort('connectionrefused'));
      const form = page.locator('#Contact form');
      await fillValidFields(form);
      await form.locator('[name="consent"]').check();
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole('alert')).not.toBeEmpty();
    },
  },
  {
    name: 'the enquiry form with the browser’s required-field messages (empty submit)',
    paths: ['/Contact_Us'],
    widths: both,
    reach: async (page) => {
      const form = page.locator('#Contact form');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[name="name"]')).toBeFocused();
      expect(
        await form
          .locator('[name="name"]')
          .evaluate((input: HTMLInputElement) => input.validity.valid),
      ).toBe(false);
    },
  },
];

for (const state of states) {
  for (const width of state.widths) {
    test(`axe: ${state.name} at ${width} px has no violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      for (const path of state.paths) {
        await page.goto(path);
        await waitForApp(page);
        await state.reach(page);
        const where = `${path} at ${width} px, ${state.name}`;
        found.push(
          ...(await (state.overlay ? overlayViolationsOf(page, where) : violationsOf(page, where))),
        );
      }
      expect(found.length, report(found)).toBe(0);
    });
  }
}

test.describe('for a visitor whose browser prefers Japanese', () => {
  test.use({ locale: 'ja-JP' });

  for (const width of both) {
    test(`axe: the language suggestion on an English page at ${width} px has no violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      for (const path of ['/', '/team']) {
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('.language-suggestion')).toBeVisible();
        found.push(...(await violationsOf(page, `${path} at ${width} px, language suggestion`)));
      }
      expect(found.length, report(found)).toBe(0);
    });
  }
});
