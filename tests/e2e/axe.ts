/**
 * axe-core runs for the accessibility-*.spec.ts files: WCAG 2.0, 2.1 and 2.2 A and AA plus axe's
 * best practices, on a settled page, each violation reported with the page, the state, the rule,
 * its impact and the offending elements.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeTags, renderEverything } from './pages';

export interface Scope {
  /** Only these elements (CSS selectors); the whole page when left out. */
  include?: string[];
  /** Rules left out of this run. */
  disable?: string[];
}

/** Waits until the page has drawn two frames, so layout and paint have caught up. */
export function twoFramesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export async function violationsOf(
  page: Page,
  where: string,
  scope: Scope = {},
): Promise<string[]> {
  // A settled page: fonts loaded, everything rendered and two frames drawn since. axe places every
  // element once, when it starts; a layout still moving then can put text over the wrong
  // background.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Content not yet rendered read wrongly (in CI, the dark "today" section's yellow figures at
  // 1.69:1 on the tinted section below it); a visitor only ever sees it rendered.
  await renderEverything(page);
  await twoFramesDrawn(page);
  // Legacy mode runs axe.run() in the page itself; the default opens a blank page per check to
  // merge frame results, and the site has no frames. Only violations are collected.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  if (scope.disable) builder = builder.disableRules(scope.disable);
  const { violations } = await builder.analyze();
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 8)
      .map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `      ${node.target.join(' ')}${why ? ` (${why})` : ''}`;
      })
      .join('\n');
    const more =
      violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : '';
    return `${where}: ${violation.id} (${violation.impact ?? 'no impact'}) ${violation.help}\n${targets}${more}`;
  });
}

export function report(found: string[]): string {
  return `axe found ${found.length} violation(s):\n${found.join('\n')}\n`;
}
