/**
 * The enquiry service's HTTP app: `POST /send-email` (./enquiry-route.ts) and the form a browser
 * posts by itself (./form-post.ts) behind the origin check, CORS, the rate and body limits and
 * the security headers (docs/decisions/0003-enquiry-spool.md, docs/behaviour.md §8.1).
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { i18n as I18n } from 'i18next';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { enquiryMaxBytes } from '../../contract/enquiry';
import {
  answerClientError,
  answerError,
  answerNotFound,
  failure,
  serviceSecurityHeaders,
} from './answers';
import { BacklogGate } from './backlog-gate';
import { createServiceI18n } from './catalogs';
import { defaultBrand, type EnquiryConfig } from './config';
import { registerEnquiryRoute } from './enquiry-route';
import { registerFormPosts } from './form-post';
import type { EnquiryMetrics, RefusalReason } from './operations/metrics';
import { registerOperations } from './operations/routes';
import { WindowStore } from './rate-limit-store';
import type { EnquiryStore } from './store/store';

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
  const { config, store } = options;
  // Route bodies are typed from their TypeBox schemas. Fastify's own validator (Ajv) checks them,
  // so a refused body's error has the shape the error handler (./answers.ts) reads.
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
  await app.register(rateLimit, {
    global: false,
    store: WindowStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
  app.setErrorHandler(answerError);
  app.setNotFoundHandler(answerNotFound);
  registerEnquiryRoute(app, {
    store,
    rateLimit: config.rateLimit,
    backlog: new BacklogGate(store, config.backlog),
    onAccepted: options.onAccepted,
    metrics,
    backlogRefused,
  });
  return app;
}
