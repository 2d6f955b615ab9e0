// The one API client (contract sections 2-6, spec section 8): signs every call, adds the bearer
// token and `lang`, unwraps the envelope, refreshes the short-lived access token, and turns
// failures into the spec's behaviour (error toast with the server message; a 401 ends the session).
// A sign-in refused with CHALLENGE_REQUIRED is solved (proof of work, about a second) and sent again.
import {
  challengeIn,
  signingHeaders,
  solveChallenge,
  type Envelope,
  type ErrorKey,
  type TokenPairResponse,
} from '@lootledger/contracts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import i18n from './i18n';
import { openBindPhonePrompt } from './bind-phone-prompt';
import { clearSession, getRefreshToken, getToken, getTokenExpiry, saveSession } from './session';
import { toast, type ToastAction } from './toast';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The stable key of the error envelope; NETWORK / BAD_RESPONSE for transport failures. */
    readonly key: ErrorKey | 'NETWORK' | 'BAD_RESPONSE',
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** One refused field of a 400 VALIDATION_FAILED (contract section 2: `data.errors`). */
export interface FieldError {
  field: string;
  message: string;
}

/** The refused fields a 400 VALIDATION_FAILED names (empty for any other error). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? fieldErrorsIn(error.data) : [];
}

function fieldErrorsIn(data: unknown): FieldError[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).field === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}

/** What to tell the player about a refusal: the refused fields' own messages, else the server's. */
function errorMessageOf(envelope: { message: string; data: unknown }): string {
  const fields = fieldErrorsIn(envelope.data);
  if (fields.length === 0) return envelope.message;
  return [...new Set(fields.map((field) => field.message))].join(currentLanguage() === 'zh' ? '；' : '; ');
}

/** The action an error toast offers for some refusals (a balance too low: go top up). */
function actionFor(key: string): ToastAction | undefined {
  if (key === 'INSUFFICIENT_BALANCE') return { label: i18n.t('common:errors.topUp'), href: paths.recharge.getHref() };
  return undefined;
}

export function isApiError(error: unknown, key?: ApiError['key']): error is ApiError {
  return error instanceof ApiError && (key === undefined || error.key === key);
}

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  params?: Query;
  body?: unknown;
  /** Errors this call handles itself: no toast for them (true: none at all). */
  quiet?: boolean | readonly string[];
  /** Show the server's message as a success toast (spec section 8, code 200). */
  successToast?: boolean;
  /** For calls that must not trigger the refresh-then-logout path (login, register, refresh). */
  anonymous?: boolean;
  /** A bearer token to send instead of the session's (logout, after the session is cleared). */
  bearer?: string;
}

/** An envelope as received: a failure's carries its error key (ErrorEnvelope), a success's none. */
type ReceivedEnvelope = Envelope<unknown> & { error?: ErrorKey };

/** Session-ending 401s; LOGIN_FAILED (a wrong password) and signature errors are not. */
const SESSION_ERRORS: readonly string[] = ['UNAUTHENTICATED', 'TOKEN_INVALID', 'REFRESH_TOKEN_INVALID'];
/** 403s whose message the player needs (the rest are tolerated silently). */
const SAID_403: readonly string[] = ['ACCOUNT_FROZEN', 'SELF_EXCLUDED', 'FEATURE_DISABLED'];
/** Success messages that say nothing beyond "it worked": not worth a toast. */
const GENERIC_SUCCESS: readonly string[] = ['OK', '成功'];
/** Refresh the access token when it has less than this left. */
const REFRESH_MARGIN_MS = 30_000;
/** Challenges one call solves before it gives up (each answer to a wrong or late one is a fresh one). */
const CHALLENGE_TRIES = 2;

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app decides what "log the player out" means (clear caches, open the dialog, go to /). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function currentLanguage(): 'zh' | 'en' {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** The path with its query string exactly as it is sent and signed, `lang` last. */
export function buildPath(path: string, params: Query = {}, lang = currentLanguage()): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  search.set('lang', lang);
  return `${path}?${search.toString()}`;
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair once, however many calls ask at the same time. */
export function refreshSession(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const pair = await send<TokenPairResponse>('POST', '/api/auth/refresh', {
        body: { refresh_token: refreshToken },
        quiet: true,
        anonymous: true,
      });
      saveSession(pair);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function isQuiet(options: RequestOptions, key: string): boolean {
  return options.quiet === true || (Array.isArray(options.quiet) && options.quiet.includes(key));
}

/**
 * Whether the call went out with a token this tab no longer holds: its 401 answers a session the
 * player already left (a call still in flight at logout must not open the login dialog).
 */
function sessionLeft(token: string | null | undefined, options: RequestOptions): boolean {
  return options.bearer === undefined && token !== getToken();
}

function endSession(message: string, options: RequestOptions, key: string): void {
  clearSession();
  if (!isQuiet(options, key)) toast.error(message);
  onUnauthorized();
}

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
  retried = false,
  challenges = 0,
): Promise<T> {
  if (!options.anonymous && getToken() && getRefreshToken()) {
    const expiry = getTokenExpiry();
    if (expiry !== null && expiry - Date.now() < REFRESH_MARGIN_MS) await refreshSession();
  }
  const pathWithQuery = buildPath(path, options.params);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...signingHeaders(env.signingSecret, { method, path: pathWithQuery, body }),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.bearer ?? (options.anonymous ? null : getToken());
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(env.apiBase + pathWithQuery, { method, headers, body });
  } catch {
    const message = i18n.t('common:errors.network');
    if (!isQuiet(options, 'NETWORK')) toast.error(message);
    throw new ApiError(0, 'NETWORK', message);
  }

  let envelope: ReceivedEnvelope | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'code' in parsed) envelope = parsed as ReceivedEnvelope;
  } catch {
    envelope = null;
  }

  if (!envelope) {
    // A transport-level failure (a proxy, a gateway): no envelope to read a message from.
    if (response.status === 401 && sessionLeft(token, options)) {
      throw new ApiError(401, 'UNAUTHENTICATED', i18n.t('common:errors.login'));
    }
    if (response.status === 401) {
      endSession(i18n.t('common:errors.login'), options, 'UNAUTHENTICATED');
      throw new ApiError(401, 'UNAUTHENTICATED', i18n.t('common:errors.login'));
    }
    const message = i18n.t('common:errors.badResponse', { status: response.status });
    if (!isQuiet(options, 'BAD_RESPONSE') && response.status !== 403) toast.error(message);
    throw new ApiError(response.status, 'BAD_RESPONSE', message);
  }

  if (response.ok && envelope.code >= 200 && envelope.code < 300) {
    if (options.successToast && !GENERIC_SUCCESS.includes(envelope.message)) toast.success(envelope.message);
    return envelope.data as T;
  }

  const status = envelope.code || response.status;
  const key = envelope.error ?? 'BAD_RESPONSE';
  const error = new ApiError(status, key, errorMessageOf(envelope), envelope.data);
  const challenge = key === 'CHALLENGE_REQUIRED' ? challengeIn(envelope.data) : null;
  if (challenge && challenges < CHALLENGE_TRIES && options.body && typeof options.body === 'object') {
    toast.info(i18n.t('common:challenge.solving'));
    const solved = await solveChallenge(challenge);
    return send<T>(method, path, { ...options, body: { ...options.body, challenge: solved } }, retried, challenges + 1);
  }
  if (status === 401 && SESSION_ERRORS.includes(key) && !options.anonymous) {
    if (sessionLeft(token, options)) {
      // Signed with a session this tab has since left: nothing of the current one to end. A newer
      // token (a refresh or a login meanwhile) gets the call once more; none (a logout) ends it here.
      if (getToken() !== null && !retried) return send<T>(method, path, options, true);
      throw error;
    }
    // Access tokens live 15 minutes: try the refresh token before logging the player out.
    if (!retried && (await refreshSession())) return send<T>(method, path, options, true);
    endSession(envelope.message, options, key);
    throw error;
  }
  // A 403 is tolerated silently (spec section 8), except a frozen account, which the player must
  // learn about; a 500 of a url containing /red is not toasted (spec section 8: the red-packet pages
  // report it themselves).
  const silent =
    (status === 403 && !SAID_403.includes(key)) || (status === 500 && path.includes('/red')) || isQuiet(options, key);
  if (key === 'MOBILE_REQUIRED') openBindPhonePrompt();
  if (!silent) toast.error(error.message, actionFor(key));
  throw error;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'body'> = {}) => send<T>('GET', path, options),
  post: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'body'> = {}) =>
    send<T>('POST', path, { ...options, body }),
};
