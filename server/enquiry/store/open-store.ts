/** Chooses the store: PostgreSQL when a `DATABASE_URL` is given, else the file spool. */
import { FileStore } from './file-store';
import { PostgresStore, type StoreLogger } from './postgres-store';
import type { EnquiryStore } from './store';

export interface StoreSettings {
  /** PostgreSQL's address; without it, the file store in `spoolDir`. */
  databaseUrl?: string | null;
  spoolDir: string;
  /** Connections to PostgreSQL at most. */
  poolSize?: number;
  /** Where PostgreSQL's lost connections are logged. */
  logger?: StoreLogger;
  /** Told when the file store's automatic-reply counts could not be read. */
  onUnreadableCounts?: (reason: string) => void;
}

export function openStore(settings: StoreSettings): EnquiryStore {
  if (settings.databaseUrl) {
    const { databaseUrl, poolSize, logger } = settings;
    return new PostgresStore({ databaseUrl, poolSize, logger });
  }
  return new FileStore(settings.spoolDir, { onUnreadableCounts: settings.onUnreadableCounts });
}
