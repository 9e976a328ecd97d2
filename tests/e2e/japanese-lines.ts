import type { Page } from '@playwright/test';

/**
 * How a Japanese page's text is broken into lines, measured character by character
 * (Range.getClientRects), so it holds for whatever font the machine has.
 */

/** Texts up to this many characters are short: headings, leads, cards, buttons, labels, cells. */
const shortTextLength = 60;

/**
 * Removes `word-break: auto-phrase` from every style rule on the page, as Safari and Firefox drop
 * a value they do not know: the page is then laid out as they lay it out. Run it again after the
 * app has loaded its stylesheet.
 */
export function withoutAutoPhrase(page: Page): Promise<number> {
  return page.evaluate(() => {
    let removed = 0;
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.style.wordBreak === 'auto-phrase') {
          rule.style.removeProperty('word-break');
          removed += 1;
        }
        if ('cssRules' in rule) visit(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return removed;
  });
}

/**
 * The line breaks a Japanese reader would call mistakes, on every visible block of Japanese text:
 * in a short text (up to `shortTextLength` characters) or a lead, a katakana word split across two lines

 * (「サイエン／ティスト」; a break at a phrase boundary, a <wbr>, is not inside a word) or a line of one or two characters (「・エンジ／ニア」); in a longer
 * paragraph, a last line of a single character. A block is the nearest element that is not
 * `display: inline` around each text (a heading, a paragraph, a button, a cell, a list item), with
 * the text of its inline descendants.
 */
export function badLineBreaks(page: Page): Promise<string[]> {
  return page.evaluate((shortLength) => {
    const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
    const katakana = /[\u30a1-\u30fa\u30fc]/;
    const skipped = '[lang="en"], .visually-hidden, [aria-hidden="true"], script, style';
    const blockOf = (element: Element) => {
      let block: Element | null = element;
      while (block && block !== document.body) {
        const { display } = getComputedStyle(block);
        if (display !== 'inline' && display !== 'contents') break;
        block = block.parentElement;
      }
      return block ?? document.body;
    };

    // Each block's own text nodes, in document order.
    const blocks = new Map<Element, Text[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || parent.closest(skipped)) continue;
      const block = blockOf(parent);
      blocks.set(block, [...(blocks.get(block) ?? []), node as Text]);
    }

    const found: string[] = [];
    for (const [block, texts] of blocks) {
      if (!(block as HTMLElement).checkVisibility()) continue;
      if (!texts.some((text) => japanese.test(text.data))) continue;
      // `phrase`: the character opens a phrase (a <wbr> stands before it), where a line may break.
      const characters: { char: string; top: number; height: number; phrase: boolean }[] = [];
      const range = document.createRange();
      for (const text of texts) {
        for (let index = 0; index < text.data.length; index += 1) {
          if (/\s|\u200b/.test(text.data[index] ?? '')) continue;
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const rect = [...range.getClientRects()].find((box) => box.width > 0);
          if (rect) {
            const phrase = index === 0 && text.previousSibling?.nodeName === 'WBR';
            characters.push({
              char: text.data[index] ?? '',
              top: rect.top,
              height: rect.height,
              phrase,
            });
          }
        }
      }
      // Lines: a character starts a new line when it sits lower by more than half its height.
      const lines: string[] = [];
      const breaks: { before: string; after: string; phrase: boolean }[] = [];
      let lineTop = Number.NEGATIVE_INFINITY;
      let previous = '';
      for (const { char, top, height, phrase } of characters) {
        if (top > lineTop + height / 2) {
          if (lines.length) breaks.push({ before: previous, after: char, phrase });
          lines.push('');
          lineTop = top;
        }
        lines.push(`${lines.pop() ?? ''}${char}`);
        previous = char;
      }
      if (lines.length < 2) continue;
      const shown = lines.join('／');
      const where = `${block.tagName.toLowerCase()}${block.classList.length ? `.${block.classList[0] ?? ''}` : ''}`;
      // A lead is display text whatever its length.
      const lead = block.matches('.lead, .home-hero__lead');
      if (characters.length <= shortLength || lead) {
        // Between two words of a katakana compound (パフォーマンス／マーケティング) is not inside one.
        for (const { before, after, phrase } of breaks) {
          if (!phrase && katakana.test(before) && katakana.test(after)) {
            found.push(`${where}: katakana word broken in 「${shown}」`);
          }
        }
        for (const line of lines) {
          if (line.length <= 2) found.push(`${where}: lone 「${line}」 in 「${shown}」`);
        }
      } else if ((lines.at(-1) ?? '').length === 1) {
        found.push(
          `${where}: last line 「${lines.at(-1) ?? ''}」 alone after 「${shown.slice(-30)}」`,
        );
      }
    }
    return found;
  }, shortTextLength);
}
