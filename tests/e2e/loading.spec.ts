import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { unexpectedChunks } from '../../scripts/chunk-budget';
import { localizePath } from '../../src/app/addresses';
import { isExpanded, pages, renderEverything, viewports, waitForApp, watchProblems } from './pages';
import { expectStored } from './spool';

/** Every script the page requests, in order. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

for (const locale of ['en', 'ja'] as const) {
  test.describe(`a page is complete before any app code runs (${locale})`, () => {
    // A browser in the page's language, so no language suggestion loads the other's words.
    test.use({ locale: locale === 'ja' ? 'ja-JP' : 'en-US' });
    for (const entry of pages.filter((candidate) => candidate.locale === locale)) {
      test(`${entry.path} paints from its one response, then loads only what it uses once the visitor acts`, async ({
        page,
      }) => {
        const scripts = watchScripts(page);
        await page.goto(entry.path, { waitUntil: 'load' });
        // The prerendered page shows (heading, styles) with no app code fetched: the small boot
        // script is written into the page, and fetches only the after-paint behaviours (about
        // 2 kB) once the page has painted (src/boot.ts).
        await expect(page.locator('h1')).toBeVisible();
        expect(
          scripts.filter((script) => !/\/assets\/after-paint-[\w-]+\.js$/.test(script)),
        ).toEqual([]);
        expect(await page.locator('script[type="module"]:not([src])').count()).toBe(1);
        expect(
          await page.evaluate(() => document.documentElement.dataset.hydrated),
        ).toBeUndefined();

        await waitForApp(page);
        expect(unexpectedChunks(entry.path, entry.locale, scripts)).toEqual([]);
      });
    }
  });
}

test('the web manifest is linked once the page has painted, before the visitor acts', async ({
  page,
}) => {
  // When the manifest link enters the document, on the page's clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('link[rel="manifest"]')) return;
      Reflect.set(window, 'manifestLinkedAt', performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(localizePath('/team', 'ja'), { waitUntil: 'load' });
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  expect(await page.locator('template[data-after-paint]').count()).toBe(0);
  const { linkedAt, paintedAt, hydrated } = await page.evaluate(() => ({
    linkedAt: Reflect.get(window, 'manifestLinkedAt') as number,
    paintedAt: performance.getEntriesByType('paint').at(-1)?.startTime ?? Number.NaN,
    hydrated: document.documentElement.dataset.hydrated,
  }));
  expect(linkedAt).toBeGreaterThan(paintedAt);
  expect(hydrated).toBeUndefined();
});

test('the full stylesheet comes with the app, and is in place before the app takes over', async ({
  page,
}) => {
  const styles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
  });
  await page.goto('/team', { waitUntil: 'load' });
  // Before the visitor acts, the page paints from its inlined CSS alone.
  await page.waitForTimeout(300);
  expect(styles).toEqual([]);
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);

  await waitForApp(page);
  expect(styles).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
  // Added as a print sheet (which blocks no paint), then switched to every medium.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map(
        (link) => ({ media: link.media, loaded: link.sheet !== null }),
      ),
    ),
  ).toEqual([{ media: '', loaded: true }]);
  expect(await page.locator('template[data-full-stylesheet]').count()).toBe(0);
});

test.describe('what the visitor does while the app loads is not lost', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the first tap on the menu button opens the menu at once, and it stays open as the app takes over', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/team', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The app, started by that tap, takes the open menu over as it is.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await isExpanded(page, '.site-header__menu-button')).toBe(true);
    expect(problems).toEqual([]);
  });

  test('text typed and a submit pressed before the app took over are sent', async ({ page }) => {
    // Hold the app back until the visitor has typed and pressed Send.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/Contact_Us', { waitUntil: 'load' });
    const form = page.locator('#Contact form');
    const name = `Early ${randomUUID().slice(0, 8)}`;
    const values = {
      name,
      phone: '+91 124 000 0000',
      email: 'early@example.com',
      company: 'Example Pvt Ltd',
      designation: 'COO',
      message: 'Typed before the page had finished booting.',
    };
    for (const [field, value] of Object.entries(values)) {
      await form.locator(`[name="${field}"]`).fill(value);
    }
    await form.locator('[name="consent"]').check();
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(form.getByRole('status')).toHaveText(/^Email sent successfully!/);
    await expectStored(values);
  });
});

test.describe('a long page lays out its first screen first', () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: 'ja-JP' });

  /** Whether the element is rendered, rather than waiting (content-visibility: auto) off screen. */
  function rendered(page: Page, selector: string): Promise<boolean> {
    return page
      .locator(selector)
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  }

  test('what lies further down renders as the visitor tabs to it or follows a link to it', async ({
    page,
  }) => {
    await page.goto(localizePath('/', 'ja'), { waitUntil: 'load' });
    expect(await rendered(page, '.home-hero h1')).toBe(true);
    expect(await rendered(page, '.home-vertical h3')).toBe(true);
    // The last of the nine vertical cards and the closing contact section wait.
    expect(await rendered(page, '.home-vertical:last-child h3')).toBe(false);
    expect(await rendered(page, '#Contact h2')).toBe(false);

    // The keyboard reaches the waiting section's link: it renders, on screen.
    await page.locator('#Contact a').first().focus();
    expect(await rendered(page, '#Contact h2')).toBe(true);
    await expect(page.locator('#Contact a').first()).toBeInViewport();

    // A link to the section lands on it, rendered.
    await page.goto(localizePath('/team', 'ja'), { waitUntil: 'load' });
    await page.goto(`${localizePath('/', 'ja')}#Contact`, { waitUntil: 'load' });
    await expect(page.locator('#Contact h2')).toBeInViewport();
    expect(await rendered(page, '#Contact h2')).toBe(true);
  });
});

/**
 * Every element's computed style, keyed by its place in the page (and its ::before and ::after
 * where they have content), as `property: value` lines.
 */
function computedStyles(): Record<string, string> {
  const styles: Record<string, string> = {};
  const elements = [...document.body.querySelectorAll('*')].filter(
    (element) => !element.closest('template, noscript, script, style'),
  );
  elements.forEach((element, index) => {
    const name = `${String(index)} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(element, pseudo || null);
      if (pseudo && style.content === 'none') continue;
      styles[`${name}${pseudo}`] = [...style]
        .map((property) => `${property}: ${style.getPropertyValue(property)}`)
        .join('\n');
    }
  });
  return styles;
}

/** Where two snapshots of computed styles differ: the element, then each property before → after. */
function styleDifferences(before: Record<string, string>, after: Record<string, string>): string[] {
  const differences: string[] = [];
  for (const [element, styles] of Object.entries(after)) {
    if (before[element] === styles) continue;
    const earlier = new Set((before[element] ?? '').split('\n'));
    const changed = styles.split('\n').filter((line) => !earlier.has(line));
    differences.push(`${element} ${changed.slice(0, 3).join('; ')}`);
  }
  return differences;
}

test.describe('the inlined CSS alone styles a page as the full stylesheet does', () => {
  // Before the visitor acts, a page has only the CSS written into it. If a rule it needs were
  // missing, the page would change under the reader when the full stylesheet came with the app.
  for (const entry of pages) {
    test(`${entry.path} looks the same on a phone and a desktop before and after the full stylesheet`, async ({
      page,
    }) => {
      await page.goto(entry.path, { waitUntil: 'load' });
      // The carousels as the after-paint behaviours leave them (slides off screen inert, the
      // range written), before either snapshot: they arrive after load, without any input.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('[data-carousel]')].every(
          (carousel) => carousel.dataset.slide !== undefined,
        ),
      );
      // The carousels stand still for both snapshots: paused as a visitor would (a press is no
      // sign of intent to the boot script), and their last move over.
      await page.evaluate(async () => {
        for (const pause of document.querySelectorAll<HTMLElement>('.carousel__pause')) {
          pause.click();
        }
        await new Promise((resolve) => setTimeout(resolve, 700));
      });
      // Content that waits off screen (content-visibility: auto) has sizes that depend on what
      // has been on screen so far, not on the rules; it is all rendered here, in both snapshots.
      await renderEverything(page);
      // The full stylesheet, added as the boot script adds it, but without booting the app.
      await page.evaluate(async () => {
        const link = document
          .querySelector<HTMLTemplateElement>('template[data-full-stylesheet]')
          ?.content.querySelector('link');
        if (!link) throw new Error('No full stylesheet held back in the page');
        const added = document.importNode(link);
        await new Promise((resolve, reject) => {
          added.addEventListener('load', resolve, { once: true });
          added.addEventListener('error', reject, { once: true });
          document.head.append(added);
        });
      });
      const withFullStylesheet = async (enabled: boolean) => {
        await page.evaluate((on) => {
          for (const link of document.querySelectorAll<HTMLLinkElement>(
            'head link[rel="stylesheet"]',
          )) {
            link.disabled = !on;
          }
        }, enabled);
        return page.evaluate(computedStyles);
      };

      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        // The carousels lay themselves out again in the frame after a resize (fewer or more
        // slides on screen, a new range): both snapshots come after that frame.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const inlined = await withFullStylesheet(false);
        const full = await withFullStylesheet(true);
        expect(styleDifferences(inlined, full), `at ${String(viewport.width)} px`).toEqual([]);
        // The snapshots saw the page (a blank one would compare equal too).
        expect(Object.keys(full).length).toBeGreaterThan(50);
      }
    });
  }
});

/*
 * On a phone, each face a Japanese page asks for, at each size it uses, is set up before the
 * first paint: a lookup for every name tried before the installed one, and the face's setup for
 * that size. Japanese pages name the face most systems have first and ask for two weights only
 * (src/styles/base.css), which made their first layout about a fifth shorter on this machine.
 */
test.describe('Japanese pages ask for few font faces before their first paint', () => {
  test.use({ locale: 'ja-JP' });
  for (const viewport of viewports) {
    test(`every Japanese page names Noto Sans CJK JP first and sets text in regular and bold only, at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      for (const entry of pages.filter((candidate) => candidate.locale === 'ja')) {
        await page.goto(entry.path, { waitUntil: 'load' });
        const { family, weights } = await page.evaluate(() => {
          const seen = new Set<string>();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || !node.textContent?.trim() || parent.closest('[lang="en"]')) continue;
            seen.add(getComputedStyle(parent).fontWeight);
          }
          return {
            family: getComputedStyle(document.body).fontFamily,
            weights: [...seen].sort(),
          };
        });
        if (!family.startsWith('"Noto Sans CJK JP"')) found.push(`${entry.path}: ${family}`);
        const others = weights.filter((weight) => weight !== '400' && weight !== '700');
        if (others.length > 0) found.push(`${entry.path}: weights ${others.join(', ')}`);
      }
      expect(found).toEqual([]);
    });
  }
});
