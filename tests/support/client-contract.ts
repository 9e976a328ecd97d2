/**
 * The client's contract (docs/client-contract.yml), read and shaped for the tests that hold the
 * site to it: tests/unit/client-contract.test.ts and tests/e2e/client-contract-*.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

interface CarouselSettings {
  slidesShown: number;
  slidesPerMove?: number;
  transitionMs: number;
  autoPlayMs: number;
  /** Slides shown below each window width (px). */
  narrower: Record<string, number>;
}

export interface ClientContract {
  messages: Record<string, { text: string; when: string }>;
  labels: Record<string, { text: string; page: string }>;
  settings: {
    headerScrolledPastPx: number;
    industryCarousel: CarouselSettings;
    logoCarousel: CarouselSettings;
    leaderPreviewCharacters: number;
    copyrightYear: number;
  };
  counts: Record<string, number>;
  figures: Record<string, { page: string; shows: string[] }>;
  enquiryKeys: string[];
}

const clientContractFile = resolve(import.meta.dirname, '../../docs/client-contract.yml');

export const clientContract = parse(readFileSync(clientContractFile, 'utf8')) as ClientContract;

/**
 * The figures in a text, each whole: `35%` in "up to 35% growth" but not in "135%", `100+`, `8x`.
 */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w.,])\d+(?:\+|%|x\b)/g)].map((match) => match[0]);
}

/** Whether `found` holds each of `wanted` at least as often as `wanted` lists it. */
export function holdsAll(found: readonly string[], wanted: readonly string[]): boolean {
  const left = [...found];
  return wanted.every((figure) => {
    const index = left.indexOf(figure);
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}
