// Build-time settings (Vite env). The signing secret is not a secret in a browser: it only stops
// tampering and replay (contract section 5); authentication is the bearer token. The server that
// serves the app names its key in a meta tag; the build-time one is for the Vite dev server.
import { SIGNING_KEY_META } from '@lootledger/contracts';

const servedSigningKey = document.querySelector<HTMLMetaElement>(`meta[name="${SIGNING_KEY_META}"]`)?.content;

export const env = {
  signingSecret:
    servedSigningKey || (import.meta.env.VITE_APP_SIGNING_SECRET ?? 'lootledger-dev-signing-secret-change-me'),
  /** Base address of the API; empty: the same origin that served the page. */
  apiBase: (import.meta.env.VITE_APP_API_URL ?? '').replace(/\/+$/, ''),
  /** The websocket auth frame's app_id (spec section 7). */
  appId: import.meta.env.VITE_APP_ID ?? 'lootledger-web',
  /** Client version (spec section 9). */
  version: '1.0.1',
} as const;
