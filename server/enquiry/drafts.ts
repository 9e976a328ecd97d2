/**
 * Forms the service shows back to a visitor to correct or send again (./form-post.ts), by a token
 * in the address it sends them to. Kept in this process's memory only, never on disk or in a log,
 * for `ttlMs` (30 minutes by default), at most `max` at once (the oldest go first).
 */
import { randomBytes } from 'node:crypto';
import type { CheckedName, FieldProblem, FormValues } from '../../contract/enquiry-form';
import type { Locale } from '../../contract/locales';

export interface Draft {
  locale: Locale;
  /** The site's origin and the page the form was sent from, to send the visitor back to. */
  origin: string;
  page: string;
  values: FormValues;
  /** What needs correcting, by input; empty when the values were right but could not be taken. */
  problems: Partial<Record<CheckedName, FieldProblem>>;
}

export class Drafts {
  private readonly drafts = new Map<string, { draft: Draft; expires: number }>();

  constructor(
    private readonly ttlMs = 30 * 60_000,
    private readonly max = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps a draft; its token (128 random bits, URL-safe). */
  put(draft: Draft): string {
    this.forgetExpired();
    const token = randomBytes(16).toString('base64url');
    this.drafts.set(token, { draft, expires: this.now() + this.ttlMs });
    // A Map keeps insertion order: the first is the oldest.
    for (const oldest of this.drafts.keys()) {
      if (this.drafts.size <= this.max) break;
      this.drafts.delete(oldest);
    }
    return token;
  }

  /** The draft kept under `token`, unless it expired or was never kept. */
  get(token: string): Draft | undefined {
    const kept = this.drafts.get(token);
    if (!kept || kept.expires <= this.now()) return undefined;
    return kept.draft;
  }

  get size(): number {
    return this.drafts.size;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [token, { expires }] of this.drafts) {
      if (expires > now) break;
      this.drafts.delete(token);
    }
  }
}
