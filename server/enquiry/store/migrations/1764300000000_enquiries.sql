-- The enquiry store's tables (server/enquiry/store/postgres-store.ts). Run by
-- `npm run enquiries:migrate` or by the service as it starts (node-pg-migrate, one transaction,
-- under an advisory lock), in the schema the connection's search_path names first.

-- Up Migration

-- Each accepted enquiry and what became of it. `record` is the whole EnquiryRecord (store.ts) as
-- the service wrote it; `state` and `received_at` are kept beside it for the queries. Ids begin
-- with the arrival time, so ordering by id (byte order, hence COLLATE "C") is ordering by arrival.
CREATE TABLE enquiries (
  id text COLLATE "C" PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'corrupt')),
  received_at timestamptz NOT NULL,
  record jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The worker's queue, read every sweep (pending ids, oldest first).
CREATE INDEX enquiries_pending ON enquiries (id) WHERE state = 'pending';

-- The backlog (how many undelivered, since when), read by /readyz and the metrics.
CREATE INDEX enquiries_undelivered ON enquiries (received_at) WHERE state IN ('pending', 'failed');

-- Erasure by e-mail address (trimmed, lower case, as addressKey() in store.ts compares it).
CREATE INDEX enquiries_email ON enquiries (lower(btrim(record -> 'enquiry' ->> 'email')));

-- Idempotency keys, remembered for a day. `key_hash` is the SHA-256 (hex) of the key: the key
-- itself, which a visitor's browser chose, is never stored.
CREATE TABLE idempotency_keys (
  key_hash text PRIMARY KEY,
  fingerprint text NOT NULL,
  enquiry_id text COLLATE "C" NOT NULL,
  stored_at timestamptz NOT NULL
);

-- The sweep of keys past their lifetime, and the removal of an enquiry's keys with it.
CREATE INDEX idempotency_keys_stored_at ON idempotency_keys (stored_at);
CREATE INDEX idempotency_keys_enquiry_id ON idempotency_keys (enquiry_id);

-- One row per automatic reply sent to an address within the daily limit's window: the SHA-256
-- (hex) of the address, trimmed and in lower case (never the address), and when (ms since the
-- epoch, as the worker counts time).
CREATE TABLE auto_replies (
  address_hash text NOT NULL,
  sent_at bigint NOT NULL
);

CREATE INDEX auto_replies_address_sent_at ON auto_replies (address_hash, sent_at);

-- Down Migration

DROP TABLE auto_replies;
DROP TABLE idempotency_keys;
DROP TABLE enquiries;
