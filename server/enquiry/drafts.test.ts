// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Drafts, type Draft } from './drafts';

const draft: Draft = {
  locale: 'en',
  origin: 'https://www.example.com',
  page: '/Contact_Us',
  values: { inputs: { name: 'Aiko' }, consent: false },
  problems: { consent: 'missing' },
};

describe('the forms the service shows back', () => {
  it('are found by an unguessable token for 30 minutes, then forgotten', () => {
    let now = 0;
    const drafts = new Drafts(30 * 60_000, 10, () => now);
    const token = drafts.put(draft);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(drafts.put(draft)).not.toBe(token);
    now = 30 * 60_000 - 1;
    expect(drafts.get(token)).toEqual(draft);
    now = 30 * 60_000;
    expect(drafts.get(token)).toBeUndefined();
    expect(drafts.get('unknown')).toBeUndefined();
  });

  it('are held to a number, the oldest forgotten first, and expired ones as new ones come', () => {
    let now = 0;
    const drafts = new Drafts(1_000, 3, () => now);
    const tokens = [1, 2, 3, 4].map(() => drafts.put(draft));
    expect(drafts.size).toBe(3);
    expect(drafts.get(tokens[0]!)).toBeUndefined();
    expect(drafts.get(tokens[3]!)).toEqual(draft);
    now = 5_000;
    drafts.put(draft);
    expect(drafts.size).toBe(1);
  });
});
