// How the built web apps go over the wire (real HTTP against the API serving apps/*/dist, built by
// `npm run build`): the brotli or gzip sibling the build wrote, by Accept-Encoding, whose decompressed
// bytes are the file; hashed assets cached for a year, index.html revalidated (304 by ETag); and the
// JavaScript the player web loads before anything else within its 200 KB (gzipped) budget.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../testing/test-app';
import { cacheControlFor } from './static-sites';

const INITIAL_JS_BUDGET = 200 * 1024;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (not decompressed: fetch would decompress them). */
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function varies(response: RawResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

/** The module scripts and modulepreloads of a page, as the browser fetches them before rendering. */
function initialScripts(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const wanted = /^<script/i.test(tag) ? /type="module"/i.test(tag) : /rel="modulepreload"/i.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    if (wanted && url) urls.push(url);
  }
  return urls;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

/** A built file of an app: its URL and its bytes on disk. */
function builtFile(dist: string, prefix: string, pattern: RegExp): { url: string; bytes: Buffer } {
  const name = fs.readdirSync(path.join(dist, 'assets')).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in ${dist}/assets: run npm run build`);
  return { url: `${testApp.baseUrl}${prefix}assets/${name}`, bytes: fs.readFileSync(path.join(dist, 'assets', name)) };
}

describe('compression and caching of the served web apps (e2e)', () => {
  const files = () => [
    builtFile(testApp.config.playerWebDist, '/', /^index-.*\.js$/),
    builtFile(testApp.config.playerWebDist, '/', /^index-.*\.css$/),
    builtFile(testApp.config.adminDist, '/admin/', /^index-.*\.js$/),
  ];

  it('sends brotli when the browser accepts it, and the decompressed bytes are the file', async () => {
    for (const file of files()) {
      const response = await get(file.url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(varies(response)).toContain('accept-encoding');
      expect(response.headers['content-type']).toMatch(/^(application\/javascript|text\/javascript|text\/css)/);
      expect(response.body.length).toBeLessThan(file.bytes.length / 2);
      expect(brotliDecompressSync(response.body).equals(file.bytes)).toBe(true);
    }
  });

  it('sends gzip to a client that accepts only gzip (or prefers it), and the plain file to one that accepts neither', async () => {
    for (const file of files()) {
      for (const accept of ['gzip', 'br;q=0.5, gzip;q=1']) {
        const response = await get(file.url, { 'accept-encoding': accept });
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(varies(response)).toContain('accept-encoding');
        expect(gunzipSync(response.body).equals(file.bytes)).toBe(true);
      }
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const response = await get(file.url, headers);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(varies(response)).toContain('accept-encoding');
        expect(response.body.equals(file.bytes)).toBe(true);
      }
    }
  });

  it('caches hashed assets for a year (immutable) and answers a revalidation with 304 by ETag', async () => {
    for (const file of files()) {
      const br = await get(file.url, { 'accept-encoding': 'br' });
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await get(file.url);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Each representation has its own validator.
      expect(br.headers.etag).toBeTruthy();
      expect(br.headers.etag).not.toBe(plain.headers.etag);

      const again = await get(file.url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stale = await get(file.url, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
      expect(stale.status).toBe(200);
    }
  });

  it('keeps index.html no-cache (with the signing key), revalidated by its ETag, at every deep link', async () => {
    for (const page of ['/', '/index.html', '/user/packsack', '/admin/', '/admin/players/12']) {
      const response = await get(testApp.baseUrl + page, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body.toString('utf8')).toContain('name="lootledger-signing-key"');
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const revalidated = await get(testApp.baseUrl + page, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
    const player = await get(testApp.baseUrl + '/');
    const admin = await get(testApp.baseUrl + '/admin/');
    expect(player.headers.etag).not.toBe(admin.headers.etag);
  });

  it('answers a missing asset (or a compressed sibling asked for by name) with 404, not the app page', async () => {
    const entry = files()[0];
    for (const url of [
      `${testApp.baseUrl}/assets/gone-AbCd1234.js`,
      `${testApp.baseUrl}/admin/assets/gone-AbCd1234.js`,
      `${entry.url}.br`,
      `${entry.url}.gz`,
    ]) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });

  it('caches only content-hashed files under assets/ as immutable', () => {
    const root = '/srv/web';
    expect(cacheControlFor(root, '/srv/web/assets/index-Dzjx8i-j.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(root, '/srv/web/assets/index-2EBI5fDA.css.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(root, '/srv/web/assets/logo.svg')).toBe('no-cache');
    expect(cacheControlFor(root, '/srv/web/favicon-AbCd1234.ico')).toBe('no-cache');
    expect(cacheControlFor(root, '/srv/web/robots.txt')).toBe('no-cache');
    expect(cacheControlFor(root, '/srv/web/index.html')).toBe('no-cache');
  });

  it('keeps the JavaScript / loads at once (entry and modulepreloads) within 200 KB gzipped', async () => {
    const page = await get(testApp.baseUrl + '/');
    const scripts = initialScripts(page.body.toString('utf8'));
    expect(scripts.length).toBeGreaterThan(1);
    let total = 0;
    for (const script of scripts) {
      const response = await get(testApp.baseUrl + script, { 'accept-encoding': 'gzip' });
      expect(response.status).toBe(200);
      // Files of a few hundred bytes go out plain (compressing them saves less than the headers cost).
      if (response.body.length > 1024) expect(response.headers['content-encoding']).toBe('gzip');
      total += response.body.length;
    }
    process.stdout.write(
      `initial JavaScript of /: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files (budget 200 KB)\n`,
    );
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it("keeps recharts out of the console's first load: only the dashboard's lazy chunk carries it", async () => {
    const page = await get(testApp.baseUrl + '/admin/');
    const scripts = initialScripts(page.body.toString('utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = (await get(testApp.baseUrl + script)).body.toString('utf8');
      expect(body).not.toContain('recharts-wrapper');
    }
    const assets = path.join(testApp.config.adminDist, 'assets');
    const withRecharts = fs
      .readdirSync(assets)
      .filter(
        (file) => file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes('recharts-wrapper'),
      );
    expect(withRecharts).toEqual([expect.stringMatching(/^charts-/)]);
  });
});
