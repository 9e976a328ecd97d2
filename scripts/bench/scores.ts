/**
 * Lighthouse's category scores of one run, as `npm run bench` holds them to its score budget
 * (scripts/bench/budgets.ts).
 */

/** The parts of a Lighthouse category the score is made of. */
export interface Category {
  score: number | null;
  auditRefs: readonly { id: string; weight: number }[];
}

/** The part of a Lighthouse audit result the score is made of. */
export interface Audit {
  score: number | null;
}

/** The SEO audit a page fails by asking search engines to leave it out. */
const crawlableAudit = 'is-crawlable';

/**
 * Each category's score from 0 to 1. A page that asks not to be indexed (`noindex` in
 * dist-ssr/pages.json: the thank-you pages, which only a sent enquiry leads to) is scored on SEO
 * without the audit that fails for that very reason, weighted as Lighthouse weights the rest: it
 * still loses points for anything else. Which pages may say `noindex` is for the browser tests
 * (tests/e2e/seo-indexing.spec.ts), not for this score.
 */
export function categoryScores(
  categories: Readonly<Record<string, Category>>,
  audits: Readonly<Record<string, Audit | undefined>>,
  noindex: boolean,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(categories).map(([id, category]) => {
      if (id !== 'seo' || !noindex) return [id, category.score ?? 0];
      // Lighthouse's own mean: weighted, over the audits that have a score.
      let total = 0;
      let weights = 0;
      for (const ref of category.auditRefs) {
        const score = audits[ref.id]?.score;
        if (
          ref.id === crawlableAudit ||
          ref.weight === 0 ||
          score === null ||
          score === undefined
        ) {
          continue;
        }
        total += score * ref.weight;
        weights += ref.weight;
      }
      return [id, weights === 0 ? 0 : total / weights];
    }),
  );
}
