// Whether a configured link (the customer-service one) is a page of this site: a path with one
// leading slash opens through the router; anything else (https:, mailto:, `//host`) is another site.

/** The in-site path of `url`, or null when it leads elsewhere. */
export function sitePathOf(url: string): string | null {
  const text = url.trim();
  return text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\') ? text : null;
}
