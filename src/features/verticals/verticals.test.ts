// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  verticalCatalogKeys,
  verticalOf,
  verticals,
  type VerticalKey,
  type VerticalSection,
} from './verticals';

const root = resolve(import.meta.dirname, '../../..');

function catalog(namespace: string, locale = 'en'): Record<string, unknown> {
  const file = resolve(root, `locales/${locale}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function lookup(object: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, object);
}

function section(namespace: VerticalKey, kind: VerticalSection['kind']) {
  return (verticalOf(namespace)?.sections ?? []).filter((candidate) => candidate.kind === kind);
}

function itemCount(namespace: VerticalKey, kind: 'cards' | 'results' | 'steps') {
  return section(namespace, kind).reduce(
    (sum, found) => sum + ('items' in found ? found.items.length : 0),
    0,
  );
}

describe('vertical pages content', () => {
  it('keeps the nine verticals of docs/behaviour.md §2.1 first, in order, at their addresses', () => {
    expect(verticals.slice(0, 9).map((vertical) => vertical.path)).toEqual([
      '/Vertical',
      '/Data_AI',
      '/Cloud_Services',
      '/IOT',
      '/ESG',
      '/AI-Driven',
      '/Growth_marketing',
      '/Global_index',
      '/Cyber_Security',
    ]);
    expect(verticals.flatMap((vertical) => vertical.aliases ?? [])).toEqual([
      { id: 'ai-agents', path: '/ai-agents' },
    ]);
  });

  it('lists each vertical once, by a key and an address of its own', () => {
    expect(new Set(verticals.map((vertical) => vertical.key)).size).toBe(verticals.length);
    expect(new Set(verticals.map((vertical) => vertical.path)).size).toBe(verticals.length);
  });

  it.each(verticals.map((vertical) => [vertical.key, vertical] as const))(
    '%s: every key it reads has English text',
    (namespace, content) => {
      const english = catalog(namespace);
      for (const key of verticalCatalogKeys(content)) {
        const text = lookup(english, key);
        expect(
          typeof text === 'string' && text.trim() !== '' && !text.includes('TODO'),
          `${namespace}:${key}`,
        ).toBe(true);
      }
    },
  );

  it.each(verticals.map((vertical) => [vertical.key, vertical] as const))(
    '%s: every image exists and is a small SVG',
    (namespace, content) => {
      const images = [content.banner.image];
      for (const found of content.sections) {
        if (found.kind === 'cards' || found.kind === 'results')
          images.push(...found.items.map((item) => item.image));
      }
      for (const image of images) {
        const file = resolve(root, `public${image}`);
        expect(existsSync(file), `${namespace}: ${image}`).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg.length, image).toBeLessThan(8000);
        expect(svg, image).not.toMatch(/<script|href="http/);
      }
    },
  );

  it('holds the items and counts of docs/behaviour.md §6.3', () => {
    expect(itemCount('digitalTransformation', 'results')).toBe(3);
    expect(itemCount('dataAi', 'cards')).toBe(5);
    expect(itemCount('cloudServices', 'cards')).toBe(6);
    expect(itemCount('iot', 'cards')).toBe(3);
    expect(itemCount('iot', 'results')).toBe(3);
    expect(itemCount('esg', 'steps')).toBe(5);
    expect(itemCount('aiMarketing', 'cards')).toBe(5);
    expect(itemCount('growthMarketing', 'cards')).toBe(10);
    expect(itemCount('growthMarketing', 'results')).toBe(6);
    expect(itemCount('globalIndex', 'cards')).toBe(6);
    expect(itemCount('cyberSecurity', 'cards')).toBe(3);
    expect(section('esg', 'steps')[0]).toMatchObject({
      items: ['frameworks', 'centralise', 'transform', 'audit', 'report'],
    });
  });

  it.each(['en', 'ja'])(
    '%s: carries the marketing claims of docs/behaviour.md §6.3, each on its growth marketing result',
    (locale) => {
      const claims = {
        revenueGrowth: ['35%'],
        retention: ['15%'],
        salesTargets: ['80%'],
        acquisitionCost: ['25%'],
        brandTrust: ['30%', '50%'],
        globalGrowth: ['40%'],
      };
      const results = section('growthMarketing', 'results').flatMap((found) =>
        found.kind === 'results' ? found.items.map((item) => item.id) : [],
      );
      expect(results).toEqual(Object.keys(claims));
      for (const [id, figures] of Object.entries(claims)) {
        const key = `sections.clients.items.${id}.result`;
        const text = lookup(catalog('growthMarketing', locale), key);
        // Every percentage of the sentence, whole: "135%" is not "35%".
        expect(String(text).match(/\d+%/g), `${locale}: growthMarketing:${key}`).toEqual(figures);
      }
    },
  );
});
