/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The request-signing key (contract section 5); default the development key (docs/configuration.md). */
  readonly VITE_APP_SIGNING_SECRET?: string;
  /** Where the API is; default the same origin. */
  readonly VITE_APP_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
