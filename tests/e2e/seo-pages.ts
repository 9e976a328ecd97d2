/**
 * The built pages' heads as search engines and social networks read them, parsed from dist/, for
 * the seo-*.spec.ts files: what each page names (title, meta, links, JSON-LD), and the PNGs it
 * points at.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { locales, withLocalePrefix } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import { routeTable } from '../../src/app/route-table';
import { site } from '../../src/site';
import { prerendered, type PrerenderedPage } from './pages';

export const dist = resolve(import.meta.dirname, '../../dist');
export const origin = new URL(site.origin).origin;

export type Json = Record<string, unknown>;

export interface Head {
  title: string[];
  meta: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: string[];
}

export interface Entry extends PrerenderedPage {
  file: string;
  html: string;
  head: Head;
  /** Absolute address of the page itself. */
  url: string;
}

export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
  );
}

export function parseHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return {
    title: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    meta: [...head.matchAll(/<meta\s[^>]*>/g)].map((match) => attributes(match[0])),
    links: [...head.matchAll(/<link\s[^>]*>/g)].map((match) => attributes(match[0])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    ),
  };
}

/** The file dist/ holds for an address of the site (a page, or an image and the like). */
export function fileOf(address: string, page = true): string {
  const { pathname } = new URL(address, origin);
  if (!page) return join(dist, decodeURIComponent(pathname));
  return join(dist, pathname, 'index.html');
}

function fileOfEntry({ path, status, locale }: PrerenderedPage): string {
  if (status === 404) return join(dist, withLocalePrefix('/404.html', locale));
  return fileOf(path);
}

export const entries: Entry[] = prerendered.map((page) => {
  const file = fileOfEntry(page);
  const html = readFileSync(file, 'utf8');
  return { ...page, file, html, head: parseHead(html), url: new URL(page.path, origin).href };
});
export const published = entries.filter((entry) => entry.status === 200);
export const notFound = entries.filter((entry) => entry.status === 404);
export const byUrl = new Map(published.map((entry) => [entry.url, entry]));

export const metaOf = (head: Head, key: string) =>
  head.meta
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content);
export const linksOf = (head: Head, rel: string) => head.links.filter((link) => link.rel === rel);
export const canonicalOf = (entry: Entry) => linksOf(entry.head, 'canonical')[0]?.href;
/** hreflang -> href, as the page's head lists them (the blog's feeds are alternates of no language). */
export const alternatesOf = (entry: Entry) =>
  Object.fromEntries(
    linksOf(entry.head, 'alternate')
      .filter((link) => link.hreflang !== undefined)
      .map((link) => [link.hreflang ?? '', link.href ?? '']),
  );
/**
 * The pages only the site leads to (the enquiry's thank-you page: their route says `noindex`),
 * in every language.
 */
export const unlisted = new Set(
  routeTable
    .filter((route) => route.noindex)
    .flatMap((route) =>
      locales.map((locale) => new URL(localizePath(route.path, locale), origin).href),
    ),
);
/** Pages search engines should index: published, for them, and their own canonical. */
export const indexable = published.filter(
  (entry) => canonicalOf(entry) === entry.url && !unlisted.has(entry.url),
);

function jsonLdOf(entry: Entry): Json[] {
  return entry.head.jsonLd.map((text) => JSON.parse(text) as Json);
}

export function ofType(entry: Entry, type: string): Json[] {
  return jsonLdOf(entry).filter((data) => data['@type'] === type);
}

export const isAbsoluteHttps = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^/]+\//.test(value);
export const onSite = (value: unknown) =>
  typeof value === 'string' && value.startsWith(`${origin}/`);

/** Width and height from a PNG's IHDR. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A site image named by an absolute address: it exists in dist/ and is a PNG of that size. */
export function expectPng(address: unknown, width: number, height: number, label: string): Buffer {
  expect(onSite(address), `${label}: ${String(address)} is an absolute address on the site`).toBe(
    true,
  );
  const file = fileOf(address as string, false);
  expect(existsSync(file), `${label}: ${file} exists`).toBe(true);
  const bytes = readFileSync(file);
  expect(pngSize(bytes), `${label}: ${file}`).toEqual({ width, height });
  return bytes;
}
