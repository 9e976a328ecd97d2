import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { SvgShape } from '@/content/drawings';

// The first test in a run to show a page waits for the test server to transform that page's lazy
// modules (a vertical page's drawings each go through svgo, scripts/inline-drawings.ts): on a busy
// machine, more than the second `findBy…` waits by default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no media queries: every query answers "no", as a browser with no preference does
// (a test that needs another answer replaces window.matchMedia).
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  const noPreference = (media: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      media,
      matches: false,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  window.matchMedia = noPreference;
}

afterEach(() => {
  // Server tests run in Node, without a DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});

interface DrawingMatchers<R = unknown> {
  /**
   * The element is the SVG file under public/ drawn inline as the build makes it
   * (scripts/inline-drawings.ts): same viewBox, same shapes with the same attributes, in order.
   */
  toDrawFile(src: string): Promise<R>;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments vitest's own interface
  interface Assertion<T> extends DrawingMatchers<T> {}
}

type Described = [name: string, attributes: Record<string, string>];

expect.extend({
  async toDrawFile(received: Element, src: string) {
    // Loaded here, not with this file: only the tests that draw files load svgo.
    const { inlineDrawing } = await import('../scripts/inline-drawings');
    const drawing = inlineDrawing(readFileSync(`public${src}`, 'utf8'));
    const described = (shapes: SvgShape[]): Described[] =>
      shapes.flatMap(([name, attributes, ...children]) => [
        [
          name,
          Object.fromEntries(
            Object.entries(attributes).map(([key, value]) => [
              key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
              value,
            ]),
          ),
        ] satisfies Described,
        ...described(children),
      ]);
    const expected = { tag: 'svg', viewBox: drawing.viewBox, shapes: described(drawing.shapes) };
    const actual = {
      tag: received.tagName.toLowerCase(),
      viewBox: received.getAttribute('viewBox') ?? undefined,
      shapes: [...received.querySelectorAll('*')].map((element): Described => [
        element.tagName.toLowerCase(),
        Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
      ]),
    };
    return {
      pass: this.equals(actual, expected),
      message: () =>
        `expected the element ${this.isNot ? 'not ' : ''}to draw ${src} inline\n${this.utils.diff(expected, actual) ?? ''}`,
    };
  },
});
