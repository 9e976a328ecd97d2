import { site } from '@/site';

/** The company's logo: a bridge mark and the brand name (a proper noun, the same in every language). */
export function BrandMark() {
  return (
    <span className="brand-mark">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="8" fill="#0b3d5c" />
        <path d="M6 24c4-9 20-9 24 0" fill="none" stroke="#f2b33d" strokeWidth="3" />
        <path d="M6 26h24M11 19v7M18 17v9M25 19v7" stroke="#ffffff" strokeWidth="2" />
      </svg>
      <span className="brand-mark__name">{site.brand}</span>
    </span>
  );
}
