/**
 * The store contract: what every enquiry store does, written against the interface alone
 * (./store.ts), one group of behaviours a file in ./contract/, and run on each store by its own
 * test file (`describeStoreContract('File', …)`; docs/decisions/0012-postgresql-store.md).
 */
import { afterEach, beforeEach, describe } from 'vitest';
import { describeAccepting } from './contract/accepting';
import { describeCapacity } from './contract/capacity';
import { describeDelivery } from './contract/delivery';
import { describeRemoval } from './contract/removal';
import { describeReplyLimit } from './contract/reply-limit';
import { StoreUnderTest } from './contract/support';
import type { EnquiryStore } from './store';

/**
 * `make` gives a new, empty store, not yet opened, and `cleanup`, which removes what the store
 * left (its folder, its schema). The suite opens the store before each test and closes it after.
 */
export type MakeStore = () => Promise<{ store: EnquiryStore; cleanup: () => Promise<void> }>;

export function describeStoreContract(name: string, make: MakeStore): void {
  describe(`${name} store: the store contract`, () => {
    const subject = new StoreUnderTest();
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      const made = await make();
      subject.store = made.store;
      cleanup = made.cleanup;
      await subject.store.open();
    });

    afterEach(async () => {
      await subject.store.close();
      await cleanup();
    });

    describeAccepting(subject);
    describeDelivery(subject);
    describeCapacity(subject);
    describeRemoval(subject);
    describeReplyLimit(subject);
  });
}
