// The player web's initial JavaScript: what the browser must download before `/` can render — the
// entry script of the built index.html plus the chunks it modulepreloads — gzipped, against the
// issue's 200 KB target. Route chunks load later (code splitting) and are not counted. A number to
// watch, never a failure: without a build it says so.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench, BenchResult } from './bench';

export const WEB_BUNDLE_TARGET_KB = 200;

const PLAYER_WEB_DIST = process.env.PLAYER_WEB_DIST ?? path.resolve(__dirname, '..', '..', '..', 'player-web', 'dist');

/** The script files index.html loads up front: module entry scripts and modulepreload links. */
export function initialScripts(indexHtml: string): string[] {
  const files = new Set<string>();
  for (const tag of indexHtml.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) files.add(src);
  }
  for (const tag of indexHtml.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) files.add(href);
  }
  return [...files];
}

export const webBundleBench: Bench = {
  name: 'web-bundle',
  async run(context) {
    const indexFile = path.join(PLAYER_WEB_DIST, 'index.html');
    if (!fs.existsSync(indexFile)) {
      context.log(`${indexFile} not found: build the player web first (npm run build -w @lootledger/player-web)`);
      return [];
    }
    let raw = 0;
    let gzipped = 0;
    const scripts = initialScripts(fs.readFileSync(indexFile, 'utf8'));
    for (const script of scripts) {
      const file = path.join(PLAYER_WEB_DIST, script.replace(/^\//, '').split('?')[0]);
      const bytes = fs.readFileSync(file);
      raw += bytes.length;
      const size = gzipSync(bytes, { level: 9 }).length;
      gzipped += size;
      context.log(`${script}: ${(bytes.length / 1024).toFixed(1)} KB, ${(size / 1024).toFixed(1)} KB gzipped`);
    }
    const kb = gzipped / 1024;
    const verdict = kb <= WEB_BUNDLE_TARGET_KB ? 'within' : 'OVER';
    const results: BenchResult[] = [
      {
        name: `initial JS of / (${scripts.length} files), gzipped`,
        value: kb,
        unit: 'KB',
        note: `target <= ${WEB_BUNDLE_TARGET_KB} KB: ${verdict}`,
      },
      { name: 'initial JS of /, raw', value: raw / 1024, unit: 'KB' },
    ];
    return results;
  },
};
