import { describe, expect, it } from 'vitest';
import { mailComposeUrl } from './ai-trainings';

describe('mailComposeUrl', () => {
  it('opens a Gmail compose page addressed to the recipient with the subject', () => {
    expect(mailComposeUrl({ to: 'hello@example.com', subject: 'Free consultation' })).toBe(
      'https://mail.google.com/mail/?view=cm&fs=1&to=hello%40example.com&su=Free%20consultation',
    );
  });

  it('encodes characters that would otherwise end or split a parameter', () => {
    const url = new URL(
      mailComposeUrl({ to: 'a+b@example.com', subject: 'Q&A: 100% AI? #teams = yes / ジャパン' }),
    );
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/');
    expect([...url.searchParams.keys()]).toEqual(['view', 'fs', 'to', 'su']);
    expect(url.searchParams.get('view')).toBe('cm');
    expect(url.searchParams.get('fs')).toBe('1');
    expect(url.searchParams.get('to')).toBe('a+b@example.com');
    expect(url.searchParams.get('su')).toBe('Q&A: 100% AI? #teams = yes / ジャパン');
    expect(url.hash).toBe('');
  });
});
