import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// A page loads its code and catalogs lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Server tests run in Node, without a DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});

interface DrawingMatchers<R = unknown> {
  /** The element is the SVG file under public/ drawn inline: same viewBox, same shapes in order. */
  toDrawFile(src: string): R;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments vitest's own interface
  interface Assertion<T> extends DrawingMatchers<T> {}
}

expect.extend({
  toDrawFile(received: Element, src: string) {
    const file = readFileSync(`public${src}`, 'utf8');
    const expected = {
      tag: 'svg',
      viewBox: /viewBox="([^"]+)"/.exec(file)?.[1],
      shapes: [...file.matchAll(/<([a-z]+)/g)].map((match) => match[1]).slice(1),
    };
    const actual = {
      tag: received.tagName.toLowerCase(),
      viewBox: received.getAttribute('viewBox') ?? undefined,
      shapes: [...received.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()),
    };
    return {
      pass: this.equals(actual, expected),
      message: () =>
        `expected the element ${this.isNot ? 'not ' : ''}to draw ${src} inline\n${this.utils.diff(expected, actual) ?? ''}`,
    };
  },
});
