/**
 * The enquiry service's HTTP face: `POST /send-email` only. Fastify, because it validates
 * bodies against a JSON schema natively, enforces body limits and content types before any
 * handler runs, closes gracefully (in-flight requests finish), and has maintained CORS and
 * rate-limit plugins.
 *
 * What a request meets, in order: the origin check; a loose limit on requests of any kind per
 * client address; the body limit (the largest enquiry the schema allows, in UTF-8) and the whole
 * request within `requestTimeoutMs`; the schema; the `Idempotency-Key` (a repeat gets the first
 * answer); the limit on stored enquiries, which only valid ones count against; the backlog limit
 * (503 with Retry-After); then the store. Every answer carries the security headers below.
 *
 * The same endpoint takes the form as a browser posts it by itself, JavaScript off, and answers
 * it with pages to follow (./form-post.ts).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { i18n as I18n } from 'i18next';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  enquiryMaxBytes,
  enquirySchema,
  honeypotField,
  pickEnquiry,
  type Enquiry,
} from '../../contract/enquiry';
import { createServiceI18n } from './catalogs';
import { defaultBrand, type EnquiryConfig } from './config';
import { registerFormPosts } from './form-post';
import type { EnquiryMetrics, RefusalReason } from './operations/metrics';
import { registerOperations } from './operations/routes';
import { fingerprintOf, idempotencyKeyPattern, KeysInProgress } from './idempotency';
import { WindowStore } from './rate-limit-store';
import type { EnquiryStore } from './store/store';
import { errorMessage } from './logging';

export interface EnquiryAppOptions {
  config: Pick<EnquiryConfig, 'origins' | 'rateLimit' | 'requestTimeoutMs' | 'backlog'> &
    Partial<Pick<EnquiryConfig, 'trustProxy'>>;
  store: EnquiryStore;
  /** Told of each accepted enquiry (the delivery worker). */
  onAccepted?: (id: string) => void;
  logger?: FastifyServerOptions['logger'];
  /** Counts what is accepted and refused, and is served on `/metrics` (./operations/). */
  metrics?: EnquiryMetrics;
  /** Who else may read `/metrics` (ENQUIRY_METRICS_TOKEN); loopback always may. */
  metricsToken?: string | null;
  /** The company name and the catalogs of the pages the service shows (ENQUIRY_BRAND). */
  brand?: string;
  i18n?: I18n;
}

/**
 * On every answer, errors included: nothing the service sends may be sniffed as another type,
 * cached, framed, run or given a referrer. The form it shows back (./check-page.ts) sets its own
 * policy, which allows its stylesheet and its form.
 */
export const serviceSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

/** The operators' routes (./operations/routes.ts): no origin check, no CORS, no rate limit. */
const operationPaths = new Set(['/healthz', '/readyz', '/metrics']);

/** The refusal an answer of /send-email stands for, by its status (503: see `backlogRefused`). */
const refusalByStatus: Record<number, RefusalReason> = {
  400: 'invalid',
  415: 'invalid',
  413: 'too_large',
  403: 'origin',
  429: 'rate_limited',
  422: 'key_reused',
  409: 'in_progress',
  503: 'unavailable',
};

/** Seconds a client is asked to wait when the service cannot take an enquiry now. */
const retryAfterSeconds = 60;

/** Log lines name the request, never the visitor: no address, no body, no headers. */
export const privacyLogger = {
  level: process.env.LOG_LEVEL ?? 'info',
  serializers: {
    req: (request: { method: string; url: string; id: string }) => ({
      id: request.id,
      method: request.method,
      url: request.url,
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
};

interface ErrorBody {
  error: string;
  message: string;
}

function failure(error: string, message: string): ErrorBody {
  return { error, message };
}

/**
 * Answers a request Node refused before Fastify saw it (too slow: 408; malformed: 400) with the
 * security headers too, then closes the connection.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(
    status === 408
      ? failure('request_timeout', 'The request did not arrive in time.')
      : failure('bad_request', 'The request is malformed.'),
  );
  const headers = {
    ...serviceSecurityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n${body}`,
  );
}

/**
 * Whether a request comes from the service's own pages (the form it shows back, whose post
 * names the service's origin): the `Origin` is the host the request was sent to.
 */
function isOwnOrigin(request: FastifyRequest): boolean {
  const { origin, host } = request.headers;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function buildEnquiryApp(options: EnquiryAppOptions): Promise<FastifyInstance> {
  const { config, store, onAccepted } = options;
  const keys = new KeysInProgress();
  // Route bodies are typed from their TypeBox schemas. Fastify's own validator (Ajv) checks them,
  // so a refused body's error has the shape the error handler below reads.
  const app = Fastify({
    logger: options.logger ?? privacyLogger,
    bodyLimit: enquiryMaxBytes,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // While closing, the origin hook below answers 503 itself, so that answer has the headers too.
    return503OnClosing: false,
    // A whole request (headers and body) within the limit, checked every second; an idle
    // connection is closed soon after, and one kept alive between requests for 5 s.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5_000,
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
    // Behind a reverse proxy, the visitor's address (rate limits) is its X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // While shutting down, answers close their connection, so a kept-alive browser connection
  // cannot hold the process open after its in-flight request is answered.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(serviceSecurityHeaders)) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      void reply.header('retry-after', String(retryAfterSeconds));
    }
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  // Refusals are counted as the handler answered, before a form post's answer becomes a 303.
  const backlogRefused = new WeakSet<FastifyRequest>();
  const { metrics } = options;
  if (metrics) {
    app.addHook('onSend', (request, reply, payload, done) => {
      const reason = refusalByStatus[reply.statusCode];
      if (reason && request.url.split('?')[0] === '/send-email') {
        metrics.refused(backlogRefused.has(request) ? 'backlog_full' : reason);
      }
      done(null, payload);
    });
    registerOperations(app, {
      registry: metrics.registry,
      ready: () => store.check(),
      metricsToken: options.metricsToken,
    });
  }

  // JSON, and the form as a browser posts it (./form-post.ts): no text/plain (or any other)
  // body is parsed.
  app.removeContentTypeParser('text/plain');
  registerFormPosts(app, {
    origins: config.origins,
    brand: options.brand ?? defaultBrand,
    i18n: options.i18n ?? createServiceI18n(options.brand ?? defaultBrand),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      await reply
        .code(503)
        .send(failure('unavailable', 'The service is restarting; please try again shortly.'));
      return;
    }
    if (operationPaths.has(request.url.split('?')[0] ?? '')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !config.origins.includes(origin) && !isOwnOrigin(request)) {
      request.log.warn({ event: 'origin-refused' });
      await reply
        .code(403)
        .send(failure('origin_not_allowed', 'This origin may not send enquiries.'));
    }
  });

  await app.register(cors, {
    origin: config.origins,
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  const window = { timeWindow: config.rateLimit.windowMs };
  await app.register(rateLimit, {
    global: false,
    store: WindowStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
  // Requests of any kind, valid or not, from one address: the looser limit.
  const requestLimit = app.rateLimit({ ...window, max: config.rateLimit.requestsMax });
  // Enquiries stored from one address: counted only once an enquiry has passed every check.
  const enquiryLimit = app.createRateLimit({ ...window, max: config.rateLimit.max });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const issue = error.validation[0];
      const missing: unknown = issue?.params.missingProperty;
      const field =
        issue?.instancePath.replace(/^\//, '') || (typeof missing === 'string' ? missing : '');
      return reply
        .code(400)
        .send(
          failure(
            'invalid_enquiry',
            field ? `The field "${field}" is missing or invalid.` : 'The enquiry is invalid.',
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status >= 500) request.log.error({ event: 'request-failed', err: errorMessage(error) });
    const messages: Record<number, ErrorBody> = {
      400: failure('bad_request', 'The request body is not valid JSON.'),
      413: failure('too_large', `The enquiry is larger than ${enquiryMaxBytes} bytes.`),
      415: failure('unsupported_media_type', 'Send the enquiry as application/json.'),
    };
    return reply
      .code(status)
      .send(
        messages[status] ?? failure('error', status >= 500 ? 'Internal error.' : error.message),
      );
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(failure('not_found', 'Only POST /send-email is served here.')),
  );

  /**
   * Why no more enquiries can be taken now, or `null`. The backlog and the free space are read
   * from the store at most once a second (a count in PostgreSQL, which other processes change
   * too), and the backlog counts this process's enquiries stored since; at the limit it is read
   * again, so an enquiry delivered meanwhile makes room at once.
   */
  let freeBytes = { value: Infinity, at: 0 };
  const backlog = { value: 0, at: 0 };
  async function backlogFull(): Promise<string | null> {
    if (Date.now() - backlog.at > 1_000 || backlog.value >= config.backlog.maxEnquiries) {
      backlog.value = (await store.backlog()).undelivered;
      backlog.at = Date.now();
    }
    if (backlog.value >= config.backlog.maxEnquiries) return 'backlog';
    if (Date.now() - freeBytes.at > 1_000) {
      freeBytes = { value: await store.freeBytes(), at: Date.now() };
    }
    return freeBytes.value < config.backlog.minFreeBytes + enquiryMaxBytes ? 'disk' : null;
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
      accepted = await options.store.accept(enquiry, { key, fingerprint });
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
      options.metrics?.accepted();
      backlog.value += 1;
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
      known = key === undefined ? null : await options.store.findKey(key);
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
      full = await backlogFull();
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

  return app;
}
