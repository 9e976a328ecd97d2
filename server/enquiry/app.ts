/**
 * The enquiry service's HTTP face: `POST /send-email` only. Fastify, because it validates
 * bodies against a JSON schema natively, enforces body limits and content types before any
 * handler runs, closes gracefully (in-flight requests finish), and has maintained CORS and
 * rate-limit plugins.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { enquirySchema, honeypotField, pickEnquiry } from '../../contract/enquiry';
import type { EnquiryConfig } from './config';
import { WindowStore } from './rate-limit-store';
import type { Spool } from './spool';
import { errorMessage } from './worker';

export interface EnquiryAppOptions {
  config: Pick<EnquiryConfig, 'origins' | 'bodyLimit' | 'rateLimit'>;
  spool: Spool;
  /** Told of each accepted enquiry (the delivery worker). */
  onAccepted?: (id: string) => void;
  logger?: FastifyServerOptions['logger'];
}

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

export async function buildEnquiryApp(options: EnquiryAppOptions): Promise<FastifyInstance> {
  const { config, spool, onAccepted } = options;
  // Route bodies are typed from their TypeBox schemas. Fastify's own validator (Ajv) checks them,
  // so a refused body's error has the shape the error handler below reads.
  const app = Fastify({
    logger: options.logger ?? privacyLogger,
    bodyLimit: config.bodyLimit,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // While shutting down, answers close their connection, so a kept-alive browser connection
  // cannot hold the process open after its in-flight request is answered.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // JSON only: no text/plain (or any other) body is parsed.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !config.origins.includes(origin)) {
      request.log.warn({ event: 'origin-refused' });
      await reply
        .code(403)
        .send(failure('origin_not_allowed', 'This origin may not send enquiries.'));
    }
  });

  await app.register(cors, {
    origin: config.origins,
    methods: ['POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    store: WindowStore,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many enquiries from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });

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
      413: failure('too_large', `The enquiry is larger than ${config.bodyLimit} bytes.`),
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

  app.post(
    '/send-email',
    {
      schema: { body: enquirySchema },
      config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
    },
    async (request, reply) => {
      if (request.body[honeypotField]) {
        // A bot filled the hidden field: answer as if stored, keep nothing.
        request.log.info({ event: 'honeypot-dropped' });
        return reply.code(202).send({ status: 'accepted' });
      }
      const enquiry = pickEnquiry(request.body);
      let id: string;
      try {
        ({ id } = await spool.accept(enquiry));
      } catch (error) {
        request.log.error({ event: 'spool-write-failed', err: errorMessage(error) });
        return reply
          .code(503)
          .send(failure('unavailable', 'The enquiry could not be stored; please try again later.'));
      }
      request.log.info({ event: 'enquiry-accepted', id });
      onAccepted?.(id);
      return reply.code(202).send({ status: 'accepted', id });
    },
  );

  return app;
}
