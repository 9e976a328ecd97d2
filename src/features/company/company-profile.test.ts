import { describe, expect, it } from 'vitest';
import {
  formatProfilePdfSize,
  profilePdfKilobytes,
  profilePdfName,
  profilePdfPath,
} from './company-profile';

describe("the company profile's PDF", () => {
  it('is named for the brand and for what it is, in each language, and sits beside its page', () => {
    expect(profilePdfName('en')).toBe('setu-ventures-company-profile.pdf');
    expect(profilePdfName('ja')).toBe('setu-ventures-kaisha-annai.pdf');
    expect(profilePdfPath('en')).toBe('/company-profile/setu-ventures-company-profile.pdf');
    expect(profilePdfPath('ja')).toBe('/ja/company-profile/setu-ventures-kaisha-annai.pdf');
  });

  it('states its size in kilobytes of 1,024 bytes, rounded, never 0', () => {
    expect(profilePdfKilobytes(412 * 1024)).toBe(412);
    expect(profilePdfKilobytes(421_887)).toBe(412);
    expect(profilePdfKilobytes(421_888)).toBe(412);
    expect(profilePdfKilobytes(422_400)).toBe(413);
    expect(profilePdfKilobytes(300)).toBe(1);
  });

  it('writes the number as the language does', () => {
    expect(formatProfilePdfSize(421_888, 'en')).toBe('412');
    expect(formatProfilePdfSize(421_888, 'ja')).toBe('412');
    expect(formatProfilePdfSize(999_000, 'en')).toBe('976');
  });
});
