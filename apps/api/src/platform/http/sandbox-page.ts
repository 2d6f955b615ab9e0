// The frame of the sandbox providers' own HTML pages (the Steam sign-in at /sandbox/steam, the
// gateway's pay page at /sandbox/pay): one self-contained document in zh or en with its inline style
// and the sandbox banner, its content-security policy, and the escaping of every text put in it. Pure.
import type { Language } from '@lootledger/contracts';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Nothing but the page's inline style sheet (and its one inline script, by its sha256 in base64, if
 * it has one); its forms may post to `formAction` only.
 */
export function sandboxPageCsp(formAction: string, scriptSha256?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ...(scriptSha256 ? [`script-src 'sha256-${scriptSha256}'`] : []),
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface SandboxPage {
  readonly lang: Language;
  readonly title: string;
  /** The banner saying nothing real happens here. */
  readonly sandbox: string;
  readonly style: string;
  /** HTML, escaped by the page. */
  readonly body: string;
  /** Reloads itself after this many seconds (a state still moving). */
  readonly refreshSeconds?: number;
}

export function sandboxDocument(page: SandboxPage): string {
  const refresh = page.refreshSeconds ? `<meta http-equiv="refresh" content="${page.refreshSeconds}">\n` : '';
  return `<!doctype html>
<html lang="${page.lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh}<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<main>
<p class="sandbox">${escapeHtml(page.sandbox)}</p>
${page.body}
</main>
</body>
</html>
`;
}
