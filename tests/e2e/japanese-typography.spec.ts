import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { pages, waitForApp } from './pages';

/**
 * Short display text on Japanese pages (headings, figures and their labels) breaks between
 * phrases (`word-break: auto-phrase`), never inside a word: 「エージェ/ント」 or 「100名以/上」 on
 * a phone read as mistakes. Checked on the text itself, which often sits in a link or a span
 * inside the heading, as first painted (the inlined critical CSS only) and once the app runs
 * (the full stylesheet). Line widths depend on the fonts installed; these styles do not.
 */
const displayText = [
  'h1',
  'h2',
  'h3',
  'h4',
  'dt',
  'dd',
  '.team-about__value',
  '.team-about__label',
  '.ai-trainings-stats__value',
  '.ai-trainings-stats__label',
  '.global-capability__stat-value',
  '.global-capability__stat-label',
].join(', ');

/** Display text whose own element does not break between phrases: `h2 > a: 「…」 (normal)`. */
function wordBreaksMidPhrase(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>(selector)) {
      // Inside a region that is closed or off-screen by design (a shut menu), or English set apart.
      if (!block.checkVisibility() || block.closest('[lang="en"]')) continue;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement;
        if (!text || !element || element.closest('[lang="en"]')) continue;
        const wordBreak = getComputedStyle(element).wordBreak;
        if (wordBreak !== 'auto-phrase') {
          const name = (el: Element) => el.tagName.toLowerCase();
          const path = element === block ? name(block) : `${name(block)} > ${name(element)}`;
          found.push(`${path}: 「${text.slice(0, 24)}」 (${wordBreak})`);
        }
      }
    }
    return found;
  }, displayText);
}

test('Japanese headings, figures and their labels break between phrases, before and after the app boots', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const problems: string[] = [];
  for (const entry of pages.filter((candidate) => candidate.locale === 'ja')) {
    await page.goto(entry.path);
    problems.push(...(await wordBreaksMidPhrase(page)).map((found) => `${entry.path} ${found}`));
    await waitForApp(page);
    problems.push(
      ...(await wordBreaksMidPhrase(page)).map((found) => `${entry.path} (app) ${found}`),
    );
  }
  expect(problems).toEqual([]);
});

test('Japanese body text keeps strict kinsoku and wraps a long word rather than overflow', async ({
  page,
}) => {
  await page.goto(localizePath('/blogs/3', 'ja'));
  const style = await page
    .locator('.article-page__body p')
    .first()
    .evaluate((paragraph) => {
      const { lineBreak, overflowWrap, wordBreak } = getComputedStyle(paragraph);
      return { lineBreak, overflowWrap, wordBreak };
    });
  expect(style).toEqual({ lineBreak: 'strict', overflowWrap: 'anywhere', wordBreak: 'normal' });
});

test('a Japanese heading with a size of its own keeps it: only plain h1 and h2 are set smaller', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const sizes = async (path: string) => {
    await page.goto(path);
    return {
      cardTitle: await page
        .locator('.blog-card__title')
        .first()
        .evaluate((title) => getComputedStyle(title).fontSize),
      h1: await page.locator('h1').evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize)),
    };
  };
  const english = await sizes('/blogs');
  const japanese = await sizes(localizePath('/blogs', 'ja'));
  expect(japanese.cardTitle).toBe(english.cardTitle);
  expect(japanese.h1).toBeLessThan(english.h1);
});
