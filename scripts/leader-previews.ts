/**
 * The leader cards' biography previews, made at build time (and by the dev server) from the
 * catalogs: `import previews from 'virtual:leader-previews'` gives, for each locale that has a
 * team catalog, each leader's biography shortened as src/features/team/text-preview.ts shortens it.
 *
 * Shortening needs Intl.Segmenter, and the first segmenter a page makes sets up the browser's
 * text segmentation: measured at 140 to 200 ms of main thread on a phone (4x slowdown), which,
 * made while the app takes the team page over, would keep a tap waiting that long. Made here, the
 * browser only reads the result. A translator who changes a biography changes its preview.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { leaderPreviewLength, leaders } from '../src/features/team/team';
import { truncateText } from '../src/features/team/text-preview';
import { site } from '../src/site';

const moduleId = 'virtual:leader-previews';
const resolvedId = `\0${moduleId}`;
const localesFolder = resolve(import.meta.dirname, '..', 'locales');

interface TeamCatalog {
  leadership?: { people?: Record<string, { biography?: string } | undefined> };
}

/** Each locale's previews, by leader id, from the catalogs in `folder`. */
export function leaderPreviewsFrom(folder: string): Record<string, Record<string, string>> {
  const previews: Record<string, Record<string, string>> = {};
  for (const locale of readdirSync(folder)) {
    const file = join(folder, locale, 'team.json');
    if (!existsSync(file)) continue;
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as TeamCatalog;
    const byLeader: Record<string, string> = {};
    for (const { id } of leaders) {
      // As the page shows it: the catalogs' one default variable filled in (src/i18n/create-i18n.ts).
      const biography = catalog.leadership?.people?.[id]?.biography?.replaceAll(
        '{{brand}}',
        site.brand,
      );
      if (biography) byLeader[id] = truncateText(biography, leaderPreviewLength, locale);
    }
    previews[locale] = byLeader;
  }
  return previews;
}

export function leaderPreviews(): Plugin {
  return {
    name: 'leader-previews',
    resolveId: (source) => (source === moduleId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      for (const locale of readdirSync(localesFolder)) {
        const catalog = join(localesFolder, locale, 'team.json');
        if (existsSync(catalog)) this.addWatchFile(catalog);
      }
      return `export default ${JSON.stringify(leaderPreviewsFrom(localesFolder))};`;
    },
  };
}
