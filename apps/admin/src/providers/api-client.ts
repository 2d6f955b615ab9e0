// The console's one HTTP client for /admin/api: every call signed (contract section 5) with the
// staff bearer token and `lang` of the console's locale; the envelope {code, message, data} is
// unwrapped; failures become react-admin HttpErrors carrying the server's message (already in the
// console's language) and its 400 field errors keyed by field, which react-admin sets on the form.
// The signing key is the serving server's (its meta tag in index.html), else the build-time one (Vite
// dev server). A sign-in refused with CHALLENGE_REQUIRED is solved (proof of work) and sent again.
import {
  SIGNING_KEY_META,
  challengeIn,
  signingHeaders,
  solveChallenge,
  type ErrorEnvelope,
  type Envelope,
  type FieldError,
} from '@lootledger/contracts';
import { HttpError } from 'react-admin';
import { session } from './session';

const API_URL = `${import.meta.env.VITE_APP_API_URL ?? ''}/admin/api`;
const SIGNING_SECRET =
  document.querySelector<HTMLMetaElement>(`meta[name="${SIGNING_KEY_META}"]`)?.content ||
  import.meta.env.VITE_APP_SIGNING_SECRET ||
  'lootledger-dev-signing-secret-change-me';

export type Lang = 'zh' | 'en';

let localeOf: () => Lang = () => 'en';

/** The console tells the client its locale (the i18nProvider's), sent as `lang` on every call. */
export function setLocaleSource(source: () => Lang): void {
  localeOf = source;
}

export interface RequestOptions {
  /** Query parameters, sent in this order (before `lang`). */
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign in and out are sent without the staff token. */
  anonymous?: boolean;
}

export interface ApiResult<T> {
  data: T;
  message: string;
  headers: Headers;
}

/** The body of a failed call as the console's forms and notifications read it. */
export interface ApiErrorBody {
  code: number;
  /** The stable key (FORBIDDEN, SELF_APPROVAL_FORBIDDEN, ...). */
  error: string;
  data: unknown;
  /** Field errors keyed by field path (`pool.0.weight`), plus the message as root.serverError. */
  errors?: Record<string, unknown>;
}

function queryString(query: RequestOptions['query'] = {}): string {
  const all: Record<string, string | undefined> = { ...query, lang: localeOf() };
  const entries = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

function fieldErrors(errors: FieldError[], message: string): Record<string, unknown> {
  const byField: Record<string, unknown> = {};
  for (const { field, message: text } of errors) {
    // The first message of a field is the one to fix first.
    if (!(field in byField)) byField[field] = text;
  }
  return { ...byField, root: { serverError: message } };
}

/** Challenges one call solves before it gives up (each answer to a wrong or late one is a fresh one). */
const CHALLENGE_TRIES = 2;

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
  challenges = 0,
): Promise<ApiResult<T>> {
  const target = `${API_URL}${path}?${queryString(options.query)}`;
  // The signature covers the path with its query string exactly as sent.
  const signedPath = new URL(target, window.location.origin);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...signingHeaders(SIGNING_SECRET, { method, path: `${signedPath.pathname}${signedPath.search}`, body: body ?? '' }),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? undefined : session.current()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(target, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError('app.error.network', 0, { code: 0, error: 'NETWORK', data: null });
  }
  // A body that is not JSON (a proxy's error page) counts as no envelope.
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | ErrorEnvelope | null;
  if (response.ok && envelope) {
    return { data: envelope.data as T, message: envelope.message, headers: response.headers };
  }
  const failed = envelope as ErrorEnvelope | null;
  const challenge = failed?.error === 'CHALLENGE_REQUIRED' ? challengeIn(failed.data) : null;
  if (challenge && challenges < CHALLENGE_TRIES && options.body && typeof options.body === 'object') {
    const solved = await solveChallenge(challenge);
    return apiRequest<T>(method, path, { ...options, body: { ...options.body, challenge: solved } }, challenges + 1);
  }
  const message = failed?.message || 'ra.notification.http_error';
  const errorBody: ApiErrorBody = {
    code: response.status,
    error: failed?.error ?? 'HTTP_ERROR',
    data: failed?.data ?? null,
  };
  const errors = failed?.data && Array.isArray(failed.data.errors) ? failed.data.errors : [];
  if (response.status === 400 && errors.length > 0) errorBody.errors = fieldErrors(errors, message);
  throw new HttpError(message, response.status, errorBody);
}

/** The stable error key of a failed call (FORBIDDEN, ...), if it came from the API. */
export function errorKey(error: unknown): string | undefined {
  const body = (error as { body?: Partial<ApiErrorBody> } | null)?.body;
  return typeof body?.error === 'string' ? body.error : undefined;
}
