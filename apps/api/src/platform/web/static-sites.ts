// Serves the built player web at / and the admin console at /admin/, with history-mode fallback:
// any GET that is not a file and not an API path gets the app's index.html, into which the signing key
// of this server goes as a meta tag (the apps sign with it, whatever key they were built with; a meta
// tag, not an inline script, so a strict Content-Security-Policy holds).
//
// Files go out precompressed: the web builds write a brotli (.br) and a gzip (.gz) sibling of every
// compressible asset (infra/web-build/vite-plugins.ts), and the one the request's Accept-Encoding
// prefers is sent with Content-Encoding and `Vary: Accept-Encoding` (the plain file when neither is
// accepted). Vite's hashed files under assets/ never change under their name: they are cached for a
// year (`immutable`); everything else (index.html above all) is `no-cache`, revalidated by ETag. A
// missing file under assets/ (a chunk of an older build) is a 404, not the app's index.html.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNING_KEY_META } from '@lootledger/contracts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { resolveLanguage } from '../i18n/language';
import { errorMessage } from '../i18n/messages';

const API_PREFIXES = ['/api/', '/admin/api/', '/sandbox/', '/health/', '/ws'];

/** Where Vite writes its content-hashed output (build.assetsDir), under each app's root. */
const ASSETS_DIR = 'assets';
/** A name Vite hashed: `name-[hash].ext`, the hash 8 URL-safe base64 characters. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The Cache-Control of a served file (`file`: its path on disk, maybe the .br/.gz sibling). */
export function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file.replace(/\.(br|gz)$/, '')).split(path.sep);
  const isHashedAsset = relative.length === 2 && relative[0] === ASSETS_DIR && HASHED_NAME.test(relative[1]);
  return isHashedAsset ? IMMUTABLE : REVALIDATE;
}

function staticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed siblings are representations of their file, not URLs of their own; index.html
    // goes out only through the fallback below (with the signing key).
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(root, file));
    },
  };
}

/** The site's CSP with one more origin allowed to serve scripts (and take their requests). */
export function contentSecurityPolicyAllowing(scriptOrigin: string): string {
  const directives: Record<string, string[]> = { ...CONTENT_SECURITY_POLICY };
  directives['script-src'] = [...directives['script-src'], scriptOrigin];
  directives['connect-src'] = [...directives['connect-src'], scriptOrigin];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

export async function registerStaticSites(
  fastify: FastifyInstance,
  sites: {
    playerWebDist: string;
    adminDist: string;
    signingSecret: string;
    /**
     * The origin of the player web's visitor-statistics script (site settings), allowed by its
     * pages' CSP only while one is set; the console's pages never allow it.
     */
    playerScriptOrigin?: () => Promise<string | null>;
  },
): Promise<void> {
  const hasPlayer = fs.existsSync(path.join(sites.playerWebDist, 'index.html'));
  const hasAdmin = fs.existsSync(path.join(sites.adminDist, 'index.html'));
  if (hasAdmin) {
    await fastify.register(fastifyStatic, {
      ...staticOptions(sites.adminDist),
      prefix: '/admin/',
      decorateReply: false,
    });
  }
  if (hasPlayer) {
    await fastify.register(fastifyStatic, { ...staticOptions(sites.playerWebDist), prefix: '/' });
  }

  const keyTag = `<meta name="${SIGNING_KEY_META}" content="${escapeAttribute(sites.signingSecret)}" />`;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, root: string) => {
    const scriptOrigin = root === sites.playerWebDist ? await sites.playerScriptOrigin?.() : null;
    if (scriptOrigin) reply.header('content-security-policy', contentSecurityPolicyAllowing(scriptOrigin));
    const html = (await fs.promises.readFile(path.join(root, 'index.html'), 'utf8')).replace(
      /<head[^>]*>/i,
      (head) => `${head}\n    ${keyTag}`,
    );
    // no-cache: the browser asks every time, and a page it already has costs a 304.
    const etag = `"${createHash('sha256').update(html).digest('base64url')}"`;
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
    return reply.send(html);
  };

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0];
    if (API_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) || urlPath === '/api' || urlPath === '/admin/api') {
      const lang = resolveLanguage(request.query, request.headers['accept-language']);
      return reply
        .status(404)
        .send({ code: 404, message: errorMessage('NOT_FOUND', lang), error: 'NOT_FOUND', data: null });
    }
    if (urlPath.startsWith(`/${ASSETS_DIR}/`) || urlPath.startsWith(`/admin/${ASSETS_DIR}/`)) {
      return reply.status(404).header('cache-control', REVALIDATE).type('text/plain').send('Not found');
    }
    if (urlPath === '/admin' || urlPath.startsWith('/admin/')) {
      if (hasAdmin) return sendIndex(request, reply, sites.adminDist);
    } else if (hasPlayer) {
      return sendIndex(request, reply, sites.playerWebDist);
    }
    return reply.status(404).type('text/plain').send('Not found: the web app is not built (npm run build:web)');
  };
  fastify.get('/admin', fallback);
  fastify.get('/admin/*', fallback);
  fastify.get('/', fallback);
  fastify.get('/*', fallback);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
