import { describe, expect, it } from 'vitest';
import { categoryScores, type Audit, type Category } from './scores';

/** An SEO category as Lighthouse reports it: three weighted audits and one manual (weight 0). */
const seoRefs = [
  { id: 'is-crawlable', weight: 4.043 },
  { id: 'document-title', weight: 1 },
  { id: 'link-text', weight: 1 },
  { id: 'structured-data', weight: 0 },
];

function run(
  audits: Record<string, Audit>,
  seoScore: number,
): [Record<string, Category>, Record<string, Audit>] {
  return [
    {
      performance: { score: 0.98, auditRefs: [] },
      seo: { score: seoScore, auditRefs: seoRefs },
    },
    audits,
  ];
}

describe('the category scores the bench holds to its budget', () => {
  const noindexRun = run(
    {
      'is-crawlable': { score: 0 },
      'document-title': { score: 1 },
      'link-text': { score: 1 },
      'structured-data': { score: null },
    },
    0.66,
  );

  it('scores a page that asks not to be indexed on SEO without the audit that asks it', () => {
    expect(categoryScores(...noindexRun, true)).toEqual({ performance: 0.98, seo: 1 });
  });

  it("keeps Lighthouse's SEO score for an indexable page that fails the same audit", () => {
    expect(categoryScores(...noindexRun, false)).toEqual({ performance: 0.98, seo: 0.66 });
  });

  it('still counts every other SEO audit a noindex page fails, by its weight', () => {
    const [categories] = noindexRun;
    const audits = {
      'is-crawlable': { score: 0 },
      'document-title': { score: 1 },
      'link-text': { score: 0 },
    };
    expect(categoryScores(categories, audits, true).seo).toBe(0.5);
  });

  it('scores a category with nothing left to score 0, not a pass', () => {
    const categories = { seo: { score: 0, auditRefs: [{ id: 'is-crawlable', weight: 1 }] } };
    expect(categoryScores(categories, { 'is-crawlable': { score: 0 } }, true).seo).toBe(0);
  });
});
