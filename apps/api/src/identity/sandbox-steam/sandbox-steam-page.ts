// The sandbox Steam sign-in page (GET /sandbox/steam/login?openid.*): one self-contained HTML
// document, in zh or en, with a plain form (no script) where the tester picks the Steam id to sign in
// as, or cancels. Pure.
import type { Language } from '@lootledger/contracts';
import { escapeHtml, sandboxDocument, sandboxPageCsp } from '../../platform/http/sandbox-page';

const LABELS = {
  en: {
    title: 'Sign in through Steam',
    sandbox: 'Sandbox Steam: no real Steam account is used',
    asks: 'This site asks you to sign in:',
    steamId: 'Steam id (17 digits)',
    hint: 'Choose any individual account id (17 digits, 76561197960265729 to 76561202255233023). The same id signs in to the same account.',
    signIn: 'Sign in',
    cancel: 'Cancel',
    invalidId: 'A Steam id is an individual account id of 17 digits, from 76561197960265729 to 76561202255233023.',
    badRequest: 'This is not a sign-in request the sandbox can answer',
  },
  zh: {
    title: '通过 Steam 登录',
    sandbox: '沙盒 Steam：不会使用真实的 Steam 账号',
    asks: '以下网站请求你登录：',
    steamId: 'Steam ID（17位数字）',
    hint: '可填写任意个人账号 ID（17位数字，76561197960265729 至 76561202255233023）。相同的 ID 登录同一个账号。',
    signIn: '登录',
    cancel: '取消',
    invalidId: 'Steam ID 须为17位个人账号 ID（76561197960265729 至 76561202255233023）。',
    badRequest: '沙盒无法处理此登录请求',
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#1b2838;
font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#c7d5e0}
main{width:100%;max-width:440px;margin:16px;padding:24px;background:#171a21;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.4)}
.sandbox{margin:0 0 16px;padding:6px 10px;border-radius:6px;background:#fff4d6;color:#7a5300;font-size:13px}
h1{margin:0 0 12px;font-size:22px;color:#fff}
.realm{margin:0 0 20px;padding:10px;border-radius:6px;background:#2a475e;color:#fff;word-break:break-all}
label{display:block;margin-bottom:6px;color:#fff}
input{width:100%;padding:10px;border:1px solid #4b6b8a;border-radius:6px;background:#32353c;color:#fff;font-size:18px;letter-spacing:1px}
small{display:block;margin:6px 0 16px;color:#8f98a0}
.error{margin:0 0 12px;padding:10px;border-radius:6px;background:#4a1c1c;color:#ffb4ab}
.actions{display:flex;gap:12px}
button{flex:1;padding:12px;border:0;border-radius:6px;font-size:17px;cursor:pointer}
.primary{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff}.secondary{background:#3d4450;color:#fff}
nav{margin-top:20px;font-size:14px;text-align:center}nav a{color:#66c0f4}`;

/** No scripts at all; the form may go to this page's own approve action only (which redirects to return_to). */
export function sandboxSteamCsp(returnTo?: string): string {
  let target = '';
  try {
    if (returnTo) target = ` ${new URL(returnTo).origin}`;
  } catch {
    target = '';
  }
  return sandboxPageCsp(`'self'${target}`);
}

function document(lang: Language, body: string): string {
  return sandboxDocument({ lang, title: LABELS[lang].title, sandbox: LABELS[lang].sandbox, style: STYLE, body });
}

export interface SignInPage {
  /** The request's openid.* fields, carried through the form unchanged. */
  fields: Record<string, string>;
  realm: string;
  steamId: string;
  invalidId?: boolean;
  /** The page's own path with its query, for the language links. */
  path: string;
}

export function renderSignInPage(page: SignInPage, lang: Language): string {
  const l = LABELS[lang];
  const hidden = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const links = (['en', 'zh'] as const)
    .map((code) => {
      const url = new URL(page.path, 'http://sandbox.invalid');
      url.searchParams.set('lang', code);
      return `<a href="${escapeHtml(url.pathname + url.search)}" hreflang="${code}">${code === 'en' ? 'English' : '中文'}</a>`;
    })
    .join(' · ');
  return document(
    lang,
    `<h1>${escapeHtml(l.title)}</h1>
<p>${escapeHtml(l.asks)}</p>
<p class="realm" data-realm>${escapeHtml(page.realm)}</p>
<form method="post" action="/sandbox/steam/login/approve?lang=${lang}">
${hidden}
${page.invalidId ? `<p class="error" role="alert">${escapeHtml(l.invalidId)}</p>` : ''}
<label for="steam_id">${escapeHtml(l.steamId)}</label>
<input id="steam_id" name="steam_id" value="${escapeHtml(page.steamId)}" inputmode="numeric" maxlength="17" autocomplete="off" required>
<small>${escapeHtml(l.hint)}</small>
<div class="actions">
<button type="submit" class="primary" name="action" value="approve">${escapeHtml(l.signIn)}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${escapeHtml(l.cancel)}</button>
</div>
</form>
<nav>${links}</nav>`,
  );
}

export function renderBadRequestPage(problem: string, lang: Language): string {
  return document(
    lang,
    `<h1>${escapeHtml(LABELS[lang].badRequest)}</h1>
<p class="error" role="alert">${escapeHtml(problem)}</p>`,
  );
}
