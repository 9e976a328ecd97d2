import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import team from '../../../locales/en/team.json';
import {
  aboutFacts,
  aboutParagraphs,
  displayName,
  leaderDesignations,
  leaders,
  staffGroupIds,
  staffGroups,
  staffRoles,
  type Person,
} from './team';

const publicDir = resolve(import.meta.dirname, '../../../public');

describe('team content', () => {
  it('has exactly 7 leaders with unique ids and names', () => {
    expect(leaders).toHaveLength(7);
    expect(new Set(leaders.map((leader) => leader.id)).size).toBe(7);
    expect(new Set(leaders.map((leader) => leader.name)).size).toBe(7);
  });

  it('has 18 people in technology and nobody in social media marketing', () => {
    expect(staffGroupIds).toEqual(['technology', 'socialMediaMarketing']);
    expect(staffGroups.technology).toHaveLength(18);
    expect(staffGroups.socialMediaMarketing).toEqual([]);
    const ids = staffGroups.technology.map((member) => member.id);
    expect(new Set(ids).size).toBe(18);
  });

  it('gives some leaders no LinkedIn profile or e-mail, and exactly one no designation', () => {
    expect(leaders.filter((leader) => leader.linkedin === '').length).toBeGreaterThan(0);
    expect(leaders.filter((leader) => leader.email === '').length).toBeGreaterThan(0);
    expect(leaders.filter((leader) => leader.designation === '')).toHaveLength(1);
  });

  it('uses placeholder addresses only: example LinkedIn profiles and example.com e-mail', () => {
    for (const leader of leaders) {
      if (leader.linkedin) {
        expect(leader.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/example-[a-z-]+$/);
      }
      if (leader.email) expect(leader.email).toMatch(/^[a-z.]+@example\.com$/);
    }
  });

  it('points every avatar at an SVG illustration that exists and stays small', () => {
    const people = [...leaders, ...staffGroups.technology];
    for (const person of people) {
      expect(person.image).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
      const file = resolve(publicDir, `.${person.image}`);
      expect(existsSync(file), person.image).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });

  it('has words in the catalog for every leader, designation, role, group and paragraph', () => {
    for (const leader of leaders) {
      const { biography, imageAlt } = team.leadership.people[leader.id];
      // Long enough to need the 200-character preview, short enough for the dialog.
      expect(biography.length, leader.id).toBeGreaterThanOrEqual(400);
      expect(biography.length, leader.id).toBeLessThanOrEqual(700);
      expect(imageAlt).toContain(leader.name);
    }
    expect(Object.keys(team.leadership.designations).sort()).toEqual(
      [...leaderDesignations].sort(),
    );
    expect(Object.keys(team.staff.roles).sort()).toEqual([...staffRoles].sort());
    expect(Object.keys(team.staff.groups)).toEqual([...staffGroupIds]);
    expect(Object.keys(team.about.paragraphs)).toEqual([...aboutParagraphs]);
    expect(Object.keys(team.about.facts)).toEqual([...aboutFacts]);
  });
});

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
