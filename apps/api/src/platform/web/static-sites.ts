// Serves the built player web at / and the admin console at /admin/, with history-mode fallback:
// any GET that is not a file and not an API path gets the app's index.html, into which the signing key
// of this server goes as a meta tag (the apps sign with it, whatever key they were built with; a meta
// tag, not an inline script, so a strict Content-Security-Policy holds).
import * as fs from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNING_KEY_META } from '@lootledger/contracts';
import { resolveLanguage } from '../i18n/language';
import { errorMessage } from '../i18n/messages';

const API_PREFIXES = ['/api/', '/admin/api/', '/sandbox/', '/health/', '/ws'];

export async function registerStaticSites(
  fastify: FastifyInstance,
  sites: { playerWebDist: string; adminDist: string; signingSecret: string },
): Promise<void> {
  const hasPlayer = fs.existsSync(path.join(sites.playerWebDist, 'index.html'));
  const hasAdmin = fs.existsSync(path.join(sites.adminDist, 'index.html'));
  if (hasAdmin) {
    await fastify.register(fastifyStatic, {
      root: sites.adminDist,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      index: false,
    });
  }
  if (hasPlayer) {
    await fastify.register(fastifyStatic, { root: sites.playerWebDist, prefix: '/', wildcard: false, index: false });
  }

  const keyTag = `<meta name="${SIGNING_KEY_META}" content="${escapeAttribute(sites.signingSecret)}" />`;
  const sendIndex = async (reply: FastifyReply, root: string) => {
    const html = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${keyTag}`));
  };

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0];
    if (API_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) || urlPath === '/api' || urlPath === '/admin/api') {
      const lang = resolveLanguage(request.query, request.headers['accept-language']);
      return reply
        .status(404)
        .send({ code: 404, message: errorMessage('NOT_FOUND', lang), error: 'NOT_FOUND', data: null });
    }
    if (urlPath === '/admin' || urlPath.startsWith('/admin/')) {
      if (hasAdmin) return sendIndex(reply, sites.adminDist);
    } else if (hasPlayer) {
      return sendIndex(reply, sites.playerWebDist);
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
