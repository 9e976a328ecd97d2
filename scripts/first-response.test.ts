// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstResponseBudget, main, measureFirstResponses, overBudget } from './first-response';
import { writeSecurityFiles } from './security-headers';

/** A built site of three pages and the not-found pages, each with its brotli copy. */
async function makeSite(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'first-response-'));
  const dist = join(root, 'dist');
  const write = (path: string, html: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(html));
  };
  write('index.html', `<!doctype html><p>${'home '.repeat(2000)}</p>`);
  write('team/index.html', '<!doctype html><p>team</p>');
  // Random letters: brotli cannot bring 16,000 random bytes under the budget.
  write('big/index.html', `<!doctype html><p>${randomBytes(16_000).toString('base64')}</p>`);
  write('404.html', '<!doctype html><p>not found</p>');
  write('ja/404.html', '<!doctype html><p>見つかりません</p>');
  await writeSecurityFiles(dist, 'http://localhost:8787/send-email', 'https://www.example.com');
  mkdirSync(join(root, 'dist-ssr'));
  return root;
}

function listPages(root: string, paths: string[]): void {
  writeFileSync(
    join(root, 'dist-ssr', 'pages.json'),
    JSON.stringify(paths.map((path) => ({ path }))),
  );
}

describe('the first-response check', () => {
  let root = '';
  beforeAll(async () => {
    root = await makeSite();
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  function run(paths: string[]) {
    listPages(root, paths);
    const log: string[] = [];
    const error: string[] = [];
    return main({
      root,
      siteOrigin: 'https://www.example.com',
      log: (line) => log.push(line),
      error: (line) => error.push(line),
    }).then((code) => ({ code, log, error }));
  }

  it('fails a page whose response is over the budget, naming it with its size', async () => {
    const { code, error } = await run(['/', '/big', '/team']);
    expect(code).toBe(1);
    expect(error[0]).toContain(`over ${String(firstResponseBudget)} bytes`);
    expect(error).toHaveLength(2);
    expect(error[1]).toMatch(/^- \/big: (\d+) bytes$/);
    expect(Number(/(\d+) bytes/.exec(error[1] ?? '')?.[1])).toBeGreaterThan(firstResponseBudget);
  });

  it('passes pages under the budget, and says which is largest', async () => {
    const { code, log, error } = await run(['/', '/team', '/ja/__not-found__']);
    expect(code).toBe(0);
    expect(error).toEqual([]);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^First responses of 3 pages within 14600 bytes: the largest, \/, is/);
  });

  it('counts the status line, the headers and the compressed body as they came', async () => {
    const [home, missing] = await measureFirstResponses(
      join(root, 'dist'),
      ['/', '/ja/__not-found__'],
      { host: 'www.example.com', https: true },
    );
    // 10,000 bytes of HTML that brotli makes a few dozen, behind headers (the policy, HSTS and
    // the rest) of more than a kilobyte.
    expect(home?.status).toBe(200);
    expect(home?.bytes).toBeGreaterThan(1000);
    expect(home?.bytes).toBeLessThan(2500);
    expect(missing?.status).toBe(404);
    expect(missing?.bytes).toBeGreaterThan(1000);
    const answers = [home, missing].flatMap((answer) => (answer ? [answer] : []));
    expect(overBudget(answers, 1)).toHaveLength(2);
    expect(overBudget(answers)).toEqual([]);
  });
});
