/**
 * What the store contract's groups share: the store under test, made afresh for each test, and
 * the helpers that fill it. Times are passed in (`now`) wherever the interface takes them, so
 * that lifetimes and windows are crossed without waiting.
 */
import { expect } from 'vitest';
import type { Enquiry } from '../../../../contract/enquiry';
import { validEnquiry } from '../../../../tests/support/enquiry/fixtures';
import {
  enquiryStates,
  type DeliveryClaim,
  type DeliveryHistory,
  type EnquiryStore,
  type Removal,
} from '../store';

export function enquiryFrom(email = validEnquiry.email, name = validEnquiry.name): Enquiry {
  return { ...validEnquiry, email, name };
}

export const at = (iso: string) => new Date(iso);
export const later = (time: Date, ms: number) => new Date(time.getTime() + ms);
export const minute = 60_000;

/** Removal entries in id order, to compare what two removals hold whatever order a store gives. */
export function sorted(removal: Removal): Removal {
  const enquiries = [...removal.enquiries].sort((a, b) => (a.id < b.id ? -1 : 1));
  return { ...removal, enquiries };
}

export const failure: DeliveryHistory = {
  attempts: 3,
  lastError: '550 5.1.1 mailbox unavailable',
  lastAttemptAt: '2026-03-02T09:05:00.000Z',
  permanent: true,
};

/** The store under test (opened before each test by the suite) and the helpers that fill it. */
export class StoreUnderTest {
  private current: EnquiryStore | null = null;

  get store(): EnquiryStore {
    if (!this.current) throw new Error('no store: the suite makes one before each test');
    return this.current;
  }

  set store(store: EnquiryStore) {
    this.current = store;
  }

  /** Accepts an enquiry (under `key`, if given); resolves to its id. */
  async accepted(now: Date, enquiry = enquiryFrom(), key?: string): Promise<string> {
    const outcome = await this.store.accept(enquiry, { key, fingerprint: 'fp', now });
    if (outcome.outcome !== 'stored') throw new Error(`not stored: ${outcome.outcome}`);
    return outcome.id;
  }

  async claimed(id: string): Promise<DeliveryClaim> {
    const claim = await this.store.claim(id);
    if (!claim) throw new Error(`${id} could not be claimed`);
    return claim;
  }

  everything() {
    return this.store.list(enquiryStates);
  }

  /** Checks that a dry run says what `expected` says, and that it removes nothing. */
  async removesNothing(dryRun: () => Promise<Removal>, expected: Removal) {
    const before = await this.everything();
    expect(sorted(await dryRun())).toEqual(sorted(expected));
    expect(await this.everything()).toEqual(before);
  }

  /** An enquiry in each state: ids by state. */
  async oneInEachState(now: Date, email?: string, key?: string) {
    const enquiry = enquiryFrom(email);
    const pending = await this.accepted(now, enquiry, key);
    const sent = await this.accepted(later(now, 1), enquiry);
    await (await this.claimed(sent)).sent();
    const failed = await this.accepted(later(now, 2), enquiry);
    const claim = await this.claimed(failed);
    await claim.failed({ ...claim.record, delivery: failure });
    const corrupt = await this.accepted(later(now, 3), enquiry);
    await this.store.setAside(corrupt);
    return { pending, sent, failed, corrupt };
  }
}
