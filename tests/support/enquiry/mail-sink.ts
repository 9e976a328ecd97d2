/**
 * A real SMTP peer for tests (the `smtp-server` package), with a small MIME reader for what
 * nodemailer sends: headers, and the text and HTML parts decoded.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  headers: Map<string, string>;
  /** Header names in order, lower-case (to prove nothing was injected). */
  headerNames: string[];
  text: string;
  html: string;
  envelopeTo: string[];
}

function unfoldHeaders(block: string): string[] {
  return block
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter(Boolean);
}

function parseHeaders(block: string): { map: Map<string, string>; names: string[] } {
  const map = new Map<string, string>();
  const names: string[] = [];
  for (const line of unfoldHeaders(block)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    names.push(name);
    map.set(name, line.slice(colon + 1).trim());
  }
  return { map, names };
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined.charAt(index);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const { map, names } = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const mail: ReceivedMail = {
    raw,
    headers: map,
    headerNames: names,
    text: '',
    html: '',
    envelopeTo,
  };
  const boundary = /boundary="?([^";]+)"?/.exec(map.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`${raw.slice(0, split)}\r\n\r\n${body}`];
  for (const part of parts) {
    const cut = part.indexOf('\r\n\r\n');
    const partHeaders = parseHeaders(part.slice(0, cut).replace(/^\r\n/, '')).map;
    const content = decodePart(partHeaders, part.slice(cut + 4).replace(/\r\n$/, ''));
    const type = partHeaders.get('content-type') ?? '';
    if (type.startsWith('text/plain')) mail.text = content;
    if (type.startsWith('text/html')) mail.html = content;
  }
  return mail;
}

/**
 * How the sink answers one message, once it has all of it: `code` 4xx or 5xx refuses it (and it
 * is not kept); otherwise it is kept at once, as a mail server that commits before it answers,
 * and `250` goes after `delayMs` and after `hold` resolves (or to a client already gone).
 */
export interface SinkAnswer {
  code?: number;
  delayMs?: number;
  hold?: Promise<unknown>;
}

/**
 * Decides the answer to a message; `copy` counts the messages seen with its Message-ID, this one
 * included (1 for the first).
 */
export type SinkControl = (mail: ReceivedMail, copy: number) => SinkAnswer;

export interface MailSink {
  port: number;
  url: string;
  /** Messages the sink kept, in order. */
  received: ReceivedMail[];
  /** Messages it refused, in order. */
  refused: ReceivedMail[];
  /** Resolves when `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startMailSink(
  port = 0,
  /** Called with each mail as it is kept. */
  onMail?: (mail: ReceivedMail) => void,
  /** How each message is answered (default: kept, 250 at once). */
  control: SinkControl = () => ({}),
): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const copies = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((recipient) => recipient.address),
        );
        const messageId = mail.headers.get('message-id') ?? '';
        const copy = (copies.get(messageId) ?? 0) + 1;
        copies.set(messageId, copy);
        const answer = control(mail, copy);
        if (answer.code !== undefined && answer.code >= 400) {
          refused.push(mail);
          callback(
            Object.assign(new Error(`Refused by the test sink (${answer.code})`), {
              responseCode: answer.code,
            }),
          );
          return;
        }
        received.push(mail);
        onMail?.(mail);
        void Promise.all([
          answer.hold,
          new Promise((wait) => setTimeout(wait, answer.delayMs ?? 0)),
        ]).then(() => callback());
      });
    },
  });
  // A client killed in the middle of a message (the fault suite's kill -9) resets its connection,
  // which smtp-server reports as an 'error' event: unheard, it would end the whole test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    refused,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server that accepts connections and never says a word. */
export async function startSilentServer(): Promise<{
  url: string;
  port: number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening on it (SMTP "down"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
