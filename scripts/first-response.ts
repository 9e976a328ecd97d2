/**
 * The build's last step, after scripts/compress.ts: every page's first response must fit TCP's
 * first round trip. It starts `npm start`'s server (server/site-server.ts) on dist/, asks it for
 * every page of dist-ssr/pages.json (both languages, the not-found answers too) as a browser
 * that takes brotli would, over https at the site's own origin, and counts the bytes that come
 * back on the socket: status line, headers and compressed body. A page over
 * `firstResponseBudget` fails the build, named with its size.
 *
 *   npx tsx scripts/first-response.ts             (after a build) the check alone
 *   npx tsx scripts/first-response.ts --largest   the same, listing the ten largest first
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createSiteServer } from '../server/site-server';
import { site } from '../src/site';

/**
 * A page's response on the wire, headers included: what TCP sends in its first round trip (an
 * initial window of 10 segments of 1460 bytes). A larger page waits a round trip more before
 * the browser can paint it. The build checks it here; `npm run bench` checks it again as the
 * browser counted it.
 */
export const firstResponseBudget = 10 * 1460;

export interface FirstResponse {
  /** The address asked for, as in dist-ssr/pages.json. */
  path: string;
  status: number;
  /** Status line, headers and body, as the socket received them. */
  bytes: number;
}

/** Where the responses are asked for, and as whom. */
export interface Visitor {
  /** The Host header: the deployed site's, so the policy names the origin it names there. */
  host: string;
  /** Marks the request as forwarded from TLS (X-Forwarded-Proto), as behind a proxy. */
  https: boolean;
}

/**
 * One response, counted on the socket: a request as a browser sends it on a kept-alive
 * connection, read until the body its Content-Length announces has come.
 */
function responseBytes(port: number, path: string, visitor: Visitor): Promise<FirstResponse> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let head = Buffer.alloc(0);
    let received = 0;
    /** Status line and headers, and the bytes the whole answer takes, once they have come. */
    let answer: { status: number; total: number } | undefined;
    const finish = (error?: Error) => {
      socket.destroy();
      if (error) fail(error);
      else done({ path, status: answer?.status ?? Number.NaN, bytes: received });
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (!answer) {
        head = Buffer.concat([head, chunk]);
        const text = head.toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        if (end === -1) return;
        const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
        if (!length) {
          finish(new Error(`${path}: the answer has no Content-Length`));
          return;
        }
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? Number.NaN);
        answer = { status, total: end + 4 + Number(length[1]) };
      }
      if (received >= answer.total) finish();
    });
    socket.on('error', finish);
    socket.on('end', () => {
      finish(new Error(`${path}: the connection closed before the whole answer came`));
    });
    socket.write(
      [
        `GET ${encodeURI(path)} HTTP/1.1`,
        `Host: ${visitor.host}`,
        'Accept: text/html',
        'Accept-Encoding: gzip, deflate, br',
        ...(visitor.https ? ['X-Forwarded-Proto: https'] : []),
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** Each path's first response from the site server on `root`, in the order given. */
export async function measureFirstResponses(
  root: string,
  paths: readonly string[],
  visitor: Visitor,
): Promise<FirstResponse[]> {
  const server: Server = createSiteServer({ root });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    const responses: FirstResponse[] = [];
    // One at a time: the machine building the site is busy enough.
    for (const path of paths) responses.push(await responseBytes(port, path, visitor));
    return responses;
  } finally {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
}

/** The responses over `budget` bytes, largest first. */
export function overBudget(
  responses: readonly FirstResponse[],
  budget: number = firstResponseBudget,
): FirstResponse[] {
  return responses.filter((response) => response.bytes > budget).sort((a, b) => b.bytes - a.bytes);
}

export interface CheckOptions {
  /** The built site: dist/ and dist-ssr/ inside it. */
  root: string;
  budget?: number;
  /** The origin the site is deployed at (its Host and scheme are what the visitor sends). */
  siteOrigin: string;
  /** How many of the largest responses to list besides the summary (0 for the summary alone). */
  largest?: number;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/**
 * The check: 0 when every page of dist-ssr/pages.json fits the budget (one line says which is
 * largest), 1 when one does not (a line for each, with its size).
 */
export async function main({
  root,
  budget = firstResponseBudget,
  siteOrigin,
  largest = 0,
  log = console.log,
  error = console.error,
}: CheckOptions): Promise<number> {
  const pages = JSON.parse(readFileSync(join(root, 'dist-ssr', 'pages.json'), 'utf8')) as {
    path: string;
  }[];
  const origin = new URL(siteOrigin);
  const responses = await measureFirstResponses(
    join(root, 'dist'),
    pages.map((page) => page.path),
    { host: origin.host, https: origin.protocol === 'https:' },
  );
  const bySize = [...responses].sort((a, b) => b.bytes - a.bytes);
  for (const response of bySize.slice(0, largest)) {
    log(`  ${response.path} (${String(response.status)}): ${String(response.bytes)} bytes`);
  }
  const over = overBudget(responses, budget);
  if (over.length > 0) {
    error(
      `First responses over ${String(budget)} bytes (TCP's first round trip): ${String(over.length)} of ${String(responses.length)} pages`,
    );
    for (const response of over) {
      error(`- ${response.path}: ${String(response.bytes)} bytes`);
    }
    return 1;
  }
  const [top] = bySize;
  log(
    top
      ? `First responses of ${String(responses.length)} pages within ${String(budget)} bytes: the largest, ${top.path}, is ${String(top.bytes)} bytes`
      : 'First responses: no pages in dist-ssr/pages.json',
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.exitCode = await main({
    root: resolve(import.meta.dirname, '..'),
    siteOrigin: site.origin,
    largest: process.argv.includes('--largest') ? 10 : 0,
  });
}
