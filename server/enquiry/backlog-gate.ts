/**
 * Whether the service can take another enquiry: the undelivered backlog and the store's free
 * space against their limits (docs/decisions/0009-exactly-once-delivery.md).
 */
import { enquiryMaxBytes } from '../../contract/enquiry';
import type { EnquiryConfig } from './config';
import type { EnquiryStore } from './store/store';

export class BacklogGate {
  private backlog = { value: 0, at: 0 };
  private freeBytes = { value: Infinity, at: 0 };

  constructor(
    private readonly store: EnquiryStore,
    private readonly limits: EnquiryConfig['backlog'],
  ) {}

  /**
   * Why no more enquiries can be taken now, or `null`. The backlog and the free space are read
   * from the store at most once a second (a count in PostgreSQL, which other processes change
   * too), and the backlog counts this process's enquiries stored since; at the limit it is read
   * again, so an enquiry delivered meanwhile makes room at once.
   */
  async full(): Promise<'backlog' | 'disk' | null> {
    const { store, limits } = this;
    if (Date.now() - this.backlog.at > 1_000 || this.backlog.value >= limits.maxEnquiries) {
      this.backlog = { value: (await store.backlog()).undelivered, at: Date.now() };
    }
    if (this.backlog.value >= limits.maxEnquiries) return 'backlog';
    if (Date.now() - this.freeBytes.at > 1_000) {
      this.freeBytes = { value: await store.freeBytes(), at: Date.now() };
    }
    return this.freeBytes.value < limits.minFreeBytes + enquiryMaxBytes ? 'disk' : null;
  }

  /** An enquiry this process has just stored. */
  stored(): void {
    this.backlog.value += 1;
  }
}
