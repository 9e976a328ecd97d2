// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayName, leaders, type Person } from './team';

const leader = (id: string): Person => leaders.find((person) => person.id === id)!;

describe('a person’s name on a page', () => {
  it('is the English form on an English page', () => {
    expect(displayName(leader('harukaSato'), 'en')).toEqual({ name: 'Haruka Sato' });
  });

  it('is the form a language has for it, with its reading', () => {
    expect(displayName(leader('harukaSato'), 'ja')).toEqual({
      name: '佐藤 遥',
      reading: 'さとう はるか',
    });
    expect(displayName(leader('arjunMehta'), 'ja')).toEqual({
      name: 'Arjun Mehta',
      lang: 'en',
      reading: 'アルジュン・メータ',
    });
  });

  it('is the English form, marked as English, in a language the data has no form for', () => {
    expect(displayName(leader('harukaSato'), 'ko')).toEqual({ name: 'Haruka Sato', lang: 'en' });
    expect(displayName(leader('harukaSato'), 'constructor')).toEqual({
      name: 'Haruka Sato',
      lang: 'en',
    });
  });
});
