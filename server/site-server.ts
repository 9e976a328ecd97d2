/**
 * Serves the prerendered site from dist/ like a static host: hashed assets cached for a year,
 * pages revalidated, and unknown addresses answered with the not-found page and status 404
 * (in Japanese under /ja/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

export interface SiteServerOptions {
  root?: string;
  port?: number;
  host?: string;
}

/** `_redirects` as static hosts read it: `from to status` per line; `#` starts a comment. */
export function readRedirects(text: string): Map<string, { to: string; status: number }> {
  const redirects = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (from && to) redirects.set(from, { to, status: Number(status) });
  }
  return redirects;
}

export function createSiteServer({ root = resolve('dist') }: SiteServerOptions = {}): Server {
  const notFound = {
    en: readFileSync(join(root, '404.html')),
    ja: readFileSync(join(root, 'ja', '404.html')),
  };
  const redirectsFile = join(root, '_redirects');
  const redirects = existsSync(redirectsFile)
    ? readRedirects(readFileSync(redirectsFile, 'utf8'))
    : new Map<string, { to: string; status: number }>();
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
    onNoMatch(req: IncomingMessage, res: ServerResponse) {
      const japanese = req.url === '/ja' || req.url?.startsWith('/ja/');
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(japanese ? notFound.ja : notFound.en);
    },
  });
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const redirect = redirects.get(url.pathname.replace(/(.)\/$/, '$1'));
    if (redirect) {
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
      res.end();
      return;
    }
    if (url.pathname === '/_redirects') req.url = '/__not-found__';
    if (req.url?.endsWith('/404.html')) {
      // The not-found documents are only ever served as answers, never as pages of their own.
      req.url = '/__not-found__';
    }
    assets(req, res);
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  createSiteServer().listen(port, host, () => {
    console.log(`Site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
  });
}
