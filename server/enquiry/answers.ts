/**
 * What every answer of the enquiry service shares: the security headers and the JSON error body,
 * and the answers to errors no route gives (a refused body, Node's own 400 and 408, an unknown
 * path).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { enquiryMaxBytes } from '../../contract/enquiry';
import { errorMessage } from './logging';

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

interface ErrorBody {
  error: string;
  message: string;
}

export function failure(error: string, message: string): ErrorBody {
  return { error, message };
}

/**
 * Answers a request Node refused before Fastify saw it (too slow: 408; malformed: 400) with the
 * security headers too, then closes the connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
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

/** Answers an error thrown before or in a handler: a refused body names the field at fault. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
    .send(messages[status] ?? failure('error', status >= 500 ? 'Internal error.' : error.message));
}

export function answerNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(failure('not_found', 'Only POST /send-email is served here.'));
}
