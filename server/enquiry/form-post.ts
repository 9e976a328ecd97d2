/**
 * The enquiry form as the browser posts it by itself, with JavaScript off, to the same endpoint:
 * the same checks and store, answered with pages to follow
 * (docs/decisions/0011-forms-without-javascript.md, docs/behaviour.md §7.7).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { i18n as I18n } from 'i18next';
import { enquiryMaxBytes, honeypotField } from '../../contract/enquiry';
import {
  enquiryOf,
  enquirySentAddress,
  formPostFields,
  formProblems,
  formValuesOf,
  postedLocale,
  type FormValues,
} from '../../contract/enquiry-form';
import { withLocalePrefix, type Locale } from '../../contract/locales';
import { checkPagePolicy, renderCheckPage, renderExpiredPage, siteField } from './check-page';
import { Drafts } from './drafts';
import { fingerprintOf } from './idempotency';

/** A form the browser posted, as the service read it. */
export interface FormPost {
  locale: Locale;
  /** The site origin to send the visitor to, and the page they sent the form from. */
  origin: string;
  page: string;
  values: FormValues;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a post of the form by the browser itself; null for JSON. */
    formPost: FormPost | null;
  }
}

export const formContentType = 'application/x-www-form-urlencoded';

/**
 * The largest form body a valid enquiry makes: each character of the JSON body's largest
 * enquiry as up to 4 UTF-8 bytes written `%XX` (3 bytes each, against at least 1 in the JSON),
 * so at most 3 times the JSON's limit, plus the page's address and the names of the hidden
 * inputs.
 */
export const formMaxBytes = 3 * enquiryMaxBytes + 2_048;

/** A page the visitor can be sent back to: plain path segments, no `//`, no query. */
const pagePattern = /^(?:\/[A-Za-z0-9._~-]+)*\/?$/;

/**
 * Answers after which the visitor gets the form back with the failure message: the enquiry was
 * not taken (refused by the schema although its inputs looked right, a key in use, too many,
 * the backlog or disk full), and a send again may go through.
 */
const retryable = new Set([400, 409, 422, 429, 500, 503]);

export interface FormPostOptions {
  /** ENQUIRY_ORIGINS: the site origins the visitor may be sent to. */
  origins: readonly string[];
  i18n: I18n;
  brand: string;
  drafts?: Drafts;
}

/**
 * The site origin the visitor came from, if the service allows it (the post's `Origin`, its
 * `Referer`, or the form shown back's `site`); else the service's first site origin.
 */
function siteOriginOf(
  request: FastifyRequest,
  fields: URLSearchParams,
  origins: readonly string[],
): string {
  const candidates = [request.headers.origin, request.headers.referer, fields.get(siteField)];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    try {
      const { origin } = new URL(candidate);
      if (origins.includes(origin)) return origin;
    } catch {
      // Not an address: the next candidate.
    }
  }
  return origins[0] ?? '';
}

export function registerFormPosts(app: FastifyInstance, options: FormPostOptions): void {
  const { origins, i18n, brand } = options;
  const drafts = options.drafts ?? new Drafts();

  app.decorateRequest('formPost', null);
  // The body stays as the browser wrote it until the route's check below reads it.
  app.addContentTypeParser(
    formContentType,
    { parseAs: 'string', bodyLimit: formMaxBytes },
    (_request, body, done) => {
      done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  /** Sends the visitor to the form shown back, with what they posted. */
  function toCheckPage(reply: FastifyReply, post: FormPost, problems: FormProblemsOf) {
    const token = drafts.put({ ...post, problems });
    return reply
      .code(303)
      .header('location', `/send-email?check=${token}`)
      .type('text/plain; charset=utf-8')
      .send('');
  }

  /**
   * Reads a posted form into the enquiry the JSON route takes (then validated by its schema and
   * answered as JSON is); a form with anything to correct goes back to the visitor at once.
   */
  app.addHook('preValidation', async (request, reply) => {
    if (!(request.body instanceof URLSearchParams) || request.method !== 'POST') return;
    const fields = request.body;
    const locale = postedLocale(fields);
    const page = fields.get(formPostFields.page) ?? '';
    const post: FormPost = {
      locale,
      origin: siteOriginOf(request, fields, origins),
      page: page.length <= 200 && pagePattern.test(page) ? page : withLocalePrefix('/', locale),
      values: formValuesOf(fields, locale),
    };
    request.formPost = post;
    const problems = formProblems(post.values, locale);
    if (Object.keys(problems).length > 0) {
      request.log.info({ event: 'form-returned', fields: Object.keys(problems) });
      return toCheckPage(reply, post, problems);
    }
    const normalized = new URLSearchParams();
    for (const [name, value] of Object.entries(post.values.inputs)) normalized.set(name, value);
    normalized.set('consent', 'on');
    const enquiry = enquiryOf(normalized, locale);
    const trap = fields.get(honeypotField);
    request.body = trap ? { ...enquiry, [honeypotField]: trap } : enquiry;
    // Its key is the enquiry itself: the same enquiry sent again is stored once.
    if (enquiry) request.headers['idempotency-key'] = `form_${fingerprintOf(enquiry)}`;
  });

  /** The JSON answer made one for the browser to follow. */
  app.addHook('onSend', async (request, reply, payload) => {
    const post = request.formPost;
    if (!post || reply.statusCode === 303) return payload;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      void reply
        .code(303)
        .header('location', `${post.origin}${enquirySentAddress(post.locale)}`)
        .header('content-type', 'text/plain; charset=utf-8')
        .removeHeader('idempotent-replayed');
      return '';
    }
    if (!retryable.has(reply.statusCode)) return payload;
    const token = drafts.put({ ...post, problems: {} });
    void reply
      .code(303)
      .header('location', `/send-email?check=${token}`)
      .header('content-type', 'text/plain; charset=utf-8')
      .removeHeader('retry-after');
    return '';
  });

  /** The form shown back: `GET /send-email?check=TOKEN`. */
  app.get<{ Querystring: { check?: string } }>('/send-email', async (request, reply) => {
    const token = request.query.check;
    if (typeof token !== 'string' || !token) {
      return reply
        .code(404)
        .send({ error: 'not_found', message: 'Only POST /send-email is served here.' });
    }
    const draft = drafts.get(token);
    void reply
      .header('content-security-policy', checkPagePolicy(origins))
      // Not `no-referrer`: its form's post must name its origin (browsers send `Origin: null`
      // under that policy); the links to the site still carry no referrer.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8');
    if (!draft) {
      return reply.code(410).send(renderExpiredPage(i18n, brand, origins[0] ?? ''));
    }
    return reply.send(renderCheckPage(i18n, brand, draft));
  });
}

type FormProblemsOf = ReturnType<typeof formProblems>;
