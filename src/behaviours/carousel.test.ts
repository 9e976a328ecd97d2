import { describe, expect, it } from 'vitest';
import { rangeText, slideAfter } from './carousel';

describe('slideAfter', () => {
  const nine = { total: 9, shown: 3, step: 3 };

  it('moves a page forward and back, never past either end', () => {
    expect(slideAfter('next', { ...nine, current: 0 })).toBe(3);
    expect(slideAfter('next', { ...nine, current: 3 })).toBe(6);
    expect(slideAfter('previous', { ...nine, current: 6 })).toBe(3);
    expect(slideAfter('previous', { ...nine, current: 3 })).toBe(0);
  });

  it('goes round from either end to the other', () => {
    expect(slideAfter('next', { ...nine, current: 6 })).toBe(0);
    expect(slideAfter('previous', { ...nine, current: 0 })).toBe(6);
  });

  it('stops a short page at the last full view, as the carousel itself does', () => {
    // Two on show, two at a time, nine slides: 0, 2, 4, 6, then 7 (not 8, which would show one).
    const pairs = { total: 9, shown: 2, step: 2 };
    expect(slideAfter('next', { ...pairs, current: 6 })).toBe(7);
    expect(slideAfter('next', { ...pairs, current: 7 })).toBe(0);
    expect(slideAfter('previous', { ...pairs, current: 1 })).toBe(0);
  });

  it('moves one slide at a time when the step is one', () => {
    const logos = { total: 11, shown: 3, step: 1 };
    expect(slideAfter('next', { ...logos, current: 7 })).toBe(8);
    expect(slideAfter('next', { ...logos, current: 8 })).toBe(0);
    expect(slideAfter('previous', { ...logos, current: 0 })).toBe(8);
  });

  it('stays at the start when everything is on show', () => {
    expect(slideAfter('next', { total: 2, shown: 3, step: 3, current: 0 })).toBe(0);
    expect(slideAfter('previous', { total: 2, shown: 3, step: 3, current: 0 })).toBe(0);
  });
});

describe('rangeText', () => {
  const words = { one: 'Case {from} of {total}', many: 'Cases {from} to {to} of {total}' };

  it('says one slide or several, with the numbers in place', () => {
    expect(rangeText(words, 4, 6, 9)).toBe('Cases 4 to 6 of 9');
    expect(rangeText(words, 2, 2, 9)).toBe('Case 2 of 9');
  });

  it('follows the words of the language, whatever their order', () => {
    expect(
      rangeText(
        { one: '事例 {from}（全{total}件）', many: '事例 {from}～{to}（全{total}件）' },
        7,
        9,
        9,
      ),
    ).toBe('事例 7～9（全9件）');
  });
});
