// Build steps the two web apps share (imported by apps/player-web and apps/admin vite.config.ts).
// - precompress(): after the bundle is written, every compressible asset gets a brotli (.br, quality
//   11) and a gzip (.gz, level 9) sibling; the API serves them by Accept-Encoding (@fastify/static
//   preCompressed, apps/api/src/platform/web/static-sites.ts), so no CPU goes to compressing at
//   request time. A sibling that would not be smaller is not written (the plain file is served).
// - initialJavaScriptBudget(): measures the JavaScript index.html loads before anything else (the
//   entry script and its modulepreload links), gzipped, prints it, and fails the build above the limit.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|wasm|xml|ico)$/i;
/** Below this size a compressed response saves less than its headers cost. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export function gzip(bytes: Buffer): Buffer {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
}

function outDirOf(config: ResolvedConfig): string {
  return path.resolve(config.root, config.build.outDir);
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lootledger:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      for (const file of filesUnder(outDirOf(config))) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        for (const [suffix, compress] of [
          ['.br', brotli],
          ['.gz', gzip],
        ] as const) {
          const compressed = compress(bytes);
          if (compressed.length < bytes.length) fs.writeFileSync(file + suffix, compressed);
        }
      }
    },
  };
}

/** The JavaScript files (paths as in the page) that index.html loads at once: entry scripts and modulepreloads. */
export function initialScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isEntry = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isEntry || isPreload) && url && !/^[a-z]+:|^\/\//i.test(url)) sources.add(url);
  }
  return [...sources];
}

export function initialJavaScriptBudget(limitBytes: number): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lootledger:initial-javascript-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = outDirOf(config);
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const scripts = initialScripts(html);
      const total = scripts.reduce((sum, url) => {
        const relative = url.startsWith(config.base) ? url.slice(config.base.length) : url.replace(/^\//, '');
        return sum + gzip(fs.readFileSync(path.join(outDir, relative))).length;
      }, 0);
      const line =
        `initial JavaScript of ${config.base}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files ` +
        `(budget ${(limitBytes / 1024).toFixed(0)} KB)`;
      if (total > limitBytes) throw new Error(`${line}: over budget, split routes lazily (React.lazy)`);
      console.log(line);
    },
  };
}
