/**
 * `POST /send-email`: a valid enquiry's key, limits and backlog checked, then stored once per
 * key and answered 202 (docs/decisions/0009-exactly-once-delivery.md, 0012-postgresql-store.md).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { enquirySchema, honeypotField, pickEnquiry, type Enquiry } from '../../contract/enquiry';
import { failure } from './answers';
import type { BacklogGate } from './backlog-gate';
import type { EnquiryConfig } from './config';
import { fingerprintOf, idempotencyKeyPattern, KeysInProgress } from './idempotency';
import { errorMessage } from './logging';
import type { EnquiryMetrics } from './operations/metrics';
import type { EnquiryStore } from './store/store';

/** The app as buildEnquiryApp makes it: bodies typed from their TypeBox schemas. */
export type EnquiryApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface EnquiryRouteOptions {
  store: EnquiryStore;
  rateLimit: EnquiryConfig['rateLimit'];
  backlog: BacklogGate;
  /** Told of each accepted enquiry (the delivery worker). */
  onAccepted?: (id: string) => void;
  metrics?: EnquiryMetrics;
  /** Where the route marks the requests it refused because the backlog is full (for metrics). */
  backlogRefused: WeakSet<FastifyRequest>;
}

const unavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .send(failure('unavailable', 'The enquiry could not be stored; please try again later.'));

const keyReused = (reply: FastifyReply) =>
  reply
    .code(422)
    .send(
      failure('idempotency_key_reused', 'This Idempotency-Key was used for a different enquiry.'),
    );

export function registerEnquiryRoute(app: EnquiryApp, options: EnquiryRouteOptions): void {
  const { store, onAccepted, metrics, backlog, backlogRefused } = options;
  const keys = new KeysInProgress();
  const window = { timeWindow: options.rateLimit.windowMs };
  // Requests of any kind, valid or not, from one address: the looser limit.
  const requestLimit = app.rateLimit({ ...window, max: options.rateLimit.requestsMax });
  // Enquiries stored from one address: counted only once an enquiry has passed every check.
  const enquiryLimit = app.createRateLimit({ ...window, max: options.rateLimit.max });

  /**
   * Stores the enquiry (once per key, for every process sharing the store) and answers 202 (the
   * first answer again for a repeat); 503 if the store refuses.
   */
  async function storeEnquiry(
    enquiry: Enquiry,
    key: string | undefined,
    fingerprint: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    let accepted;
    try {
      accepted = await store.accept(enquiry, { key, fingerprint });
    } catch (error) {
      reply.log.error({ event: 'store-write-failed', err: errorMessage(error) });
      return unavailable(reply);
    }
    if (accepted.outcome === 'key-reused') return keyReused(reply);
    if (accepted.outcome === 'repeated') {
      request.log.info({ event: 'enquiry-repeated', id: accepted.id });
      void reply.header('idempotent-replayed', 'true');
    } else {
      reply.log.info({ event: 'enquiry-accepted', id: accepted.id });
      metrics?.accepted();
      backlog.stored();
    }
    if (accepted.outcome === 'stored' || accepted.restored) onAccepted?.(accepted.id);
    return reply.code(202).send({ status: 'accepted', id: accepted.id });
  }

  /**
   * Answers a valid enquiry: the first answer again for a known key, else the limits, then the
   * key (when given) and the enquiry are stored.
   */
  async function answer(
    enquiry: Enquiry,
    key: string | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const fingerprint = fingerprintOf(enquiry);
    let known;
    try {
      known = key === undefined ? null : await store.findKey(key);
    } catch (error) {
      reply.log.error({ event: 'store-read-failed', err: errorMessage(error) });
      return unavailable(reply);
    }
    if (known && known.fingerprint !== fingerprint) return keyReused(reply);
    // A repeat: the first answer again, past the limits (stored now if a crash lost it).
    if (known) return await storeEnquiry(enquiry, key, fingerprint, request, reply);
    const limit = await enquiryLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply
        .code(429)
        .header('retry-after', String(limit.ttlInSeconds))
        .send(
          failure(
            'too_many_requests',
            `Too many enquiries from this address; try again in ${limit.ttlInSeconds} s.`,
          ),
        );
    }
    let full;
    try {
      full = await backlog.full();
    } catch (error) {
      reply.log.error({ event: 'store-read-failed', err: errorMessage(error) });
      return unavailable(reply);
    }
    if (full) {
      request.log.warn({ event: 'backlog-full', reason: full });
      backlogRefused.add(request);
      return unavailable(reply);
    }
    return await storeEnquiry(enquiry, key, fingerprint, request, reply);
  }

  app.post(
    '/send-email',
    { schema: { body: enquirySchema }, onRequest: requestLimit },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !idempotencyKeyPattern.test(key))) {
        return reply
          .code(400)
          .send(
            failure(
              'invalid_idempotency_key',
              'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_" (a UUID).',
            ),
          );
      }
      if (request.body[honeypotField]) {
        // A bot filled the hidden field: answer as if stored, keep nothing.
        request.log.info({ event: 'honeypot-dropped' });
        return reply.code(202).send({ status: 'accepted' });
      }
      const enquiry = pickEnquiry(request.body);
      // A browser's own post waits for its earlier click, whose answer it will never show.
      const claimed =
        key === undefined ||
        (request.formPost ? await keys.claimWithin(key, 5_000) : keys.claim(key));
      if (!claimed) {
        return reply
          .code(409)
          .header('retry-after', '1')
          .send(failure('in_progress', 'This enquiry is still being stored; try again shortly.'));
      }
      try {
        await answer(enquiry, key, request, reply);
      } finally {
        if (key !== undefined) keys.release(key);
      }
      return reply;
    },
  );
}
