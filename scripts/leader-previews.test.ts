import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaderPreviewLength, leaders } from '../src/features/team/team';
import { ellipsis, truncateText } from '../src/features/team/text-preview';
import { leaderPreviewsFrom } from './leader-previews';

describe('leader previews made at build time', () => {
  it('shorten every leader biography of every team catalog as the card would', () => {
    const previews = leaderPreviewsFrom(resolve(import.meta.dirname, '..', 'locales'));
    expect(Object.keys(previews).sort()).toEqual(['en', 'ja']);
    for (const [locale, byLeader] of Object.entries(previews)) {
      expect(Object.keys(byLeader).sort()).toEqual(leaders.map(({ id }) => id).sort());
      for (const preview of Object.values(byLeader)) {
        expect(preview.endsWith(ellipsis), `${locale}: ${preview}`).toBe(true);
        expect(preview, 'the brand filled in').not.toContain('{{');
        expect(Array.from(preview).length).toBeLessThanOrEqual(leaderPreviewLength + 1);
      }
    }
  });

  it('follow a changed biography, and leave out a locale without a team catalog', () => {
    const folder = mkdtempSync(join(tmpdir(), 'previews-'));
    mkdirSync(join(folder, 'en'));
    mkdirSync(join(folder, 'fr'));
    const biography = 'A new biography. '.repeat(30);
    writeFileSync(
      join(folder, 'en', 'team.json'),
      JSON.stringify({ leadership: { people: { arjunMehta: { biography } } } }),
    );
    writeFileSync(join(folder, 'GLOSSARY.md'), '# not a locale');
    expect(leaderPreviewsFrom(folder)).toEqual({
      en: { arjunMehta: truncateText(biography, leaderPreviewLength, 'en') },
    });
  });
});
