import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { badLineBreaks, withoutAutoPhrase } from './japanese-lines';
import { pages, renderEverything, waitForApp } from './pages';

/**
 * Headings, leads and the texts of cards: short text, whose lines a reader takes in at a glance.
 * On Japanese pages no line of them holds only one or two characters (「ご紹介しま／す。」), and
 * no line ends inside a katakana word (「マーケティ／ング」). Each character's place is measured
 * (Range.getClientRects), so this holds for whatever font the machine has: with Noto Sans CJK JP
 * installed the lines are a Japanese phone's; without a Japanese font (CI) Chromium sets the same
 * text in a fallback whose widths differ, and the breaks it chooses must be as good.
 */
const shortText = [
  'h1',
  'h2',
  'h3',
  '.lead',
  '.home-hero__lead',
  '.card p',
  '.home-service p',
  '.home-vertical p',
  '.home-case p',
  '.home-insight p',
  '.vertical-card__body p',
  '.products-card__tagline',
  '.blog-card__title',
].join(', ');

/**
 * Short display text on Japanese pages (headings, leads, the texts of cards, figures and their
 * labels) breaks between phrases (`word-break: auto-phrase`), never inside a word: 「エージェ/ント」
 * or 「100名以/上」 on a phone read as mistakes. Checked on the text itself, which often sits in a link or a span
 * inside the heading, as first painted (the inlined critical CSS only) and once the app runs
 * (the full stylesheet). Line widths depend on the fonts installed; these styles do not.
 */
const displayText = [
  shortText,
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
        // keep-all: text set by Phrases (src/i18n/phrases.tsx), which breaks at its <wbr>.
        if (wordBreak !== 'auto-phrase' && wordBreak !== 'keep-all') {
          const name = (el: Element) => el.tagName.toLowerCase();
          const path = element === block ? name(block) : `${name(block)} > ${name(element)}`;
          found.push(`${path}: 「${text.slice(0, 24)}」 (${wordBreak})`);
        }
      }
    }
    return found;
  }, displayText);
}

test('Japanese headings, leads, card texts, figures and their labels break between phrases, before and after the app boots', async ({
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

test('headings wrap into even lines and short texts leave no word alone on their last line, in both languages, as first painted', async ({
  page,
}) => {
  for (const locale of ['en', 'ja'] as const) {
    await page.goto(localizePath('/', locale));
    const wraps = await page.evaluate(() =>
      ['h1', '.home-hero__lead', '.home-service p'].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).textWrapStyle : `${selector} missing`;
      }),
    );
    expect(wraps, locale).toEqual(['balance', 'pretty', 'pretty']);
  }
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

const widths = [320, 375, 414, 1280];
const modes = [
  { name: 'as built', safari: false },
  { name: 'without auto-phrase, as Safari and Firefox lay it out', safari: true },
];

for (const mode of modes) {
  for (const width of widths) {
    test(`Japanese short texts break no katakana word and leave no line of one or two characters, paragraphs no last character alone, at ${String(width)} px, ${mode.name}`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const entry of pages.filter((candidate) => candidate.locale === 'ja')) {
        await page.goto(entry.path);
        // As a reader sees each part once it is on screen: content that waits off screen
        // (content-visibility: auto) has no lines of its own until then.
        await renderEverything(page);
        if (mode.safari) await withoutAutoPhrase(page);
        problems.push(...(await badLineBreaks(page)).map((found) => `${entry.path}: ${found}`));
        await waitForApp(page);
        if (mode.safari) await withoutAutoPhrase(page);
        problems.push(
          ...(await badLineBreaks(page)).map((found) => `${entry.path} (app): ${found}`),
        );
      }
      expect(problems).toEqual([]);
    });
  }
}

test('a Japanese page sets its Latin letters in one typeface: English set apart on it (names, the language switch) too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const entry of pages.filter((candidate) => candidate.locale === 'ja')) {
    await page.goto(entry.path);
    problems.push(
      ...(
        await page.evaluate(() => {
          const body = getComputedStyle(document.body).fontFamily;
          const found = new Set<string>();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || !/[A-Za-z]/.test(node.textContent ?? '')) continue;
            const family = getComputedStyle(parent).fontFamily;
            if (family !== body) found.add(`「${node.textContent?.trim() ?? ''}」 in ${family}`);
          }
          return [...found];
        })
      ).map((found) => `${entry.path}: ${found}`),
    );
  }
  expect(problems).toEqual([]);
});
