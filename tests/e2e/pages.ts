import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { locales, type Locale } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';

export interface PrerenderedPage {
  path: string;
  locale: Locale;
  status: number;
  title: string;
}

/** Every address the build prerendered (written by scripts/prerender.ts). */
export const prerendered: PrerenderedPage[] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../dist-ssr/pages.json'), 'utf8'),
) as PrerenderedPage[];

export const pages = prerendered.filter((page) => page.status === 200);

/** A page's address in every language, English first: `inEveryLanguage('/team')`. */
export function inEveryLanguage(path: string): string[] {
  return locales.map((locale) => localizePath(path, locale));
}

/** What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Collects console errors and warnings, uncaught errors and failed requests of a page. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request cut short because the test navigated away is not a fault of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return problems;
}

/**
 * The prerendered page before the app (React, the router, i18next) has run: the app's entry is
 * refused, so what works here works for a visitor whose first tap lands while it loads, and for
 * a screen reader that sends none of the events that start it. `src/boot.ts` describes the design.
 */
export async function withoutTheApp(page: Page): Promise<void> {
  await page.route(appEntry, (route) => route.abort('blockedbyclient'));
}

/** The app's entry module, as the build names it. */
export const appEntry = /\/assets\/entry-client-[\w-]+\.js$/;

export async function appNeverRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

/**
 * Boots the app as a visitor does, by moving the pointer (src/boot.ts loads it at the first sign
 * of intent), and waits until React has hydrated the page (the app marks the root then).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * What the browser tells assistive technology about the element `selector` first matches: its
 * role, name and states (expanded, pressed…), from Chromium's own accessibility tree. For states
 * the page does not write as attributes: a popover's button is expanded while the popover is
 * open, a `<summary>` while its `<details>` is.
 */
export async function accessibleState(
  page: Page,
  selector: string,
): Promise<{ role: string; name: string; expanded?: boolean; pressed?: boolean | 'mixed' }> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`Nothing matches ${selector}`);
    const { nodes } = await session.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    const property = (name: string) =>
      node?.properties?.find((candidate) => candidate.name === name)?.value.value as unknown;
    const pressed = property('pressed');
    const expanded = property('expanded');
    return {
      role: String(node?.role?.value ?? ''),
      name: String(node?.name?.value ?? ''),
      ...(typeof expanded === 'boolean' ? { expanded } : {}),
      ...(pressed === undefined
        ? {}
        : { pressed: pressed === 'mixed' ? 'mixed' : pressed === true || pressed === 'true' }),
    };
  } finally {
    await session.detach();
  }
}

/** Whether the control `selector` first matches is expanded, as the browser tells assistive technology. */
export async function isExpanded(page: Page, selector: string): Promise<boolean> {
  return (await accessibleState(page, selector)).expanded ?? false;
}

/**
 * Renders content that waits off screen (`content-visibility: auto`, the home page's later
 * sections) as if it had all been on screen, through the CSSOM, which the site's style policy
 * allows: its sizes otherwise depend on what has been seen so far, and axe measures it against
 * whatever lies under its estimated box (axe-core issue 2768).
 */
export async function renderEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    const everythingRendered = new CSSStyleSheet();
    everythingRendered.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, everythingRendered];
  });
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Fills an enquiry form's text fields by name. Where the form asks for family and given name
 * apart (Japanese), `name` is split at its first space into them, so the enquiry's `name` is
 * `name` again.
 */
export async function fillEnquiryFields(
  form: Locator,
  values: Record<string, string>,
): Promise<void> {
  const split = (await form.locator('[name="familyName"]').count()) > 0;
  for (const [name, value] of Object.entries(values)) {
    if (name === 'name' && split) {
      const [family = '', ...given] = value.split(' ');
      await form.locator('[name="familyName"]').fill(family);
      await form.locator('[name="givenName"]').fill(given.join(' '));
    } else {
      await form.locator(`[name="${name}"]`).fill(value);
    }
  }
}

/** Fills an enquiry form's fields by name and ticks its consent box (it does not send it). */
export async function fillEnquiry(form: Locator, values: Record<string, string>): Promise<void> {
  await fillEnquiryFields(form, values);
  await form.locator('[name="consent"]').check();
}
