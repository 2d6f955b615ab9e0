// The sandbox Steam OpenID provider's endpoint (mounted only with STEAM_PROVIDER=sandbox), at one
// address like Steam's https://steamcommunity.com/openid/login; kept out of the OpenAPI document:
//   GET  /sandbox/steam/login?openid.mode=checkid_setup&...   the sign-in page (HTML, zh/en)
//   POST /sandbox/steam/login/approve                         the page's form: 303 to return_to with a
//                                                              signed assertion (or openid.mode=cancel)
//   POST /sandbox/steam/login  openid.mode=check_authentication (form-encoded): key-value form
//                                                              "ns:...\nis_valid:true|false\n"
import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage } from '../../platform/i18n/language';
import { OPENID_NS, openIdFields } from '../domain/openid-assertion';
import { renderBadRequestPage, renderSignInPage, sandboxSteamCsp } from './sandbox-steam-page';
import { isSteamId, parseSignInRequest, randomSteamId, redirectBack, SandboxSteamOpenId } from './sandbox-steam-openid';

@ApiExcludeController()
@Controller('sandbox/steam')
export class SandboxSteamController {
  constructor(private readonly provider: SandboxSteamOpenId) {}

  @Get('login')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const lang = resolveLanguage(request.query, request.headers['accept-language']);
    const fields = openIdFields(request.query);
    const parsed = parseSignInRequest(fields);
    if (!parsed.ok) return html(reply, 400, renderBadRequestPage(parsed.problem, lang));
    return html(
      reply,
      200,
      renderSignInPage({ fields, realm: parsed.request.realm, steamId: randomSteamId(), path: pagePath(fields) }, lang),
      parsed.request.returnTo,
    );
  }

  @Post('login/approve')
  approve(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const lang = resolveLanguage(request.query, request.headers['accept-language']);
    const form = (request.body ?? {}) as Record<string, unknown>;
    const fields = openIdFields(form);
    const parsed = parseSignInRequest(fields);
    if (!parsed.ok) return html(reply, 400, renderBadRequestPage(parsed.problem, lang));
    const { returnTo, realm } = parsed.request;
    if (form.action === 'cancel') {
      return redirect(reply, redirectBack(returnTo, { 'openid.ns': OPENID_NS, 'openid.mode': 'cancel' }));
    }
    const steamId = typeof form.steam_id === 'string' ? form.steam_id.trim() : '';
    if (!isSteamId(steamId)) {
      const page = renderSignInPage({ fields, realm, steamId, invalidId: true, path: pagePath(fields) }, lang);
      return html(reply, 422, page, returnTo);
    }
    return redirect(reply, redirectBack(returnTo, this.provider.assert(parsed.request, steamId, new Date())));
  }

  @Post('login')
  checkAuthentication(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const fields = openIdFields(request.body);
    const valid = fields['openid.mode'] === 'check_authentication' && this.provider.isValid(fields);
    return reply
      .status(200)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`ns:${OPENID_NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
  }
}

function html(reply: FastifyReply, status: number, page: string, returnTo?: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', sandboxSteamCsp(returnTo))
    .send(page);
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.status(303).header('location', location).header('cache-control', 'no-store').send();
}

function pagePath(fields: Record<string, string>): string {
  return `/sandbox/steam/login?${new URLSearchParams(fields).toString()}`;
}
