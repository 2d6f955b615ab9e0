// Where a signed-out player was going when a login-required page sent them home (spec section 2):
// once they sign in (the dialog's login or registration, or a Steam round trip), the site takes them
// back there. Kept in this tab's session storage, which survives the trip to Steam and back; the
// dialog closed without signing in forgets it, so a later login from the header stays put.

const KEY = 'return-after-sign-in';

/** Where nothing should send a player back to: home (already there) and the Steam return pages. */
const NOT_RETURNED_TO = ['/', '/steam/handle', '/steam/bind'];

/**
 * `value` if it is a page of this site worth returning to: a path with its query and hash, on this
 * origin (one leading slash; not `//host` nor `/\host`, which a browser reads as another site).
 */
export function returnablePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return null;
  const pathname = value.split(/[?#]/, 1)[0];
  return NOT_RETURNED_TO.includes(pathname) ? null : value;
}

/** Remembers the page a login-required route was asked for (pathname + search + hash). */
export function rememberReturn(path: string): void {
  const returnable = returnablePath(path);
  try {
    if (returnable) sessionStorage.setItem(KEY, returnable);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Not kept (storage refused): the player stays on / after signing in, as before.
  }
}

/** The page to go back to after signing in, once: taking it forgets it. */
export function takeReturn(): string | null {
  try {
    const path = returnablePath(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}

/** The player gave up signing in (closed the dialog): no page to return to. */
export function forgetReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
