// The websocket at /ws (API contract section 11): the frames a client sends, the session frames the
// server answers with, and the pushes. Pushes are integration events: they leave the process (to
// browsers now, and through Kafka to other API processes later), so each carries a version `v`.
// A change a reader could trip over gets a new version next to the old one, never an in-place edit.
import type { ErrorKey } from './errors';
import { GAME_REALTIME_CHANNELS, type GamePushMessage } from './games';

export const REALTIME_PATH = '/ws';
/** How often a client sends {"type":"ping"}; a connection silent for three of these is closed. */
export const REALTIME_KEEPALIVE_MS = 10_000;

/**
 * Channels a connection can join with POST /api/arena/join-channel (every connection gets broadcasts):
 * the games' (their wire contracts' `realtimeChannel`).
 */
export const REALTIME_CHANNELS: readonly RealtimeChannel[] = GAME_REALTIME_CHANNELS;
export type RealtimeChannel = (typeof GAME_REALTIME_CHANNELS)[number];

export function isRealtimeChannel(value: unknown): value is RealtimeChannel {
  return typeof value === 'string' && (REALTIME_CHANNELS as readonly string[]).includes(value);
}

/** Close codes the server uses (4000-4999 are the application's own). */
export const RealtimeCloseCode = {
  /** The server is shutting down; reconnect (to another process). */
  GOING_AWAY: 1001,
  /** Too many frames in a short time. */
  POLICY_VIOLATION: 1008,
  /** A frame over the size cap. */
  MESSAGE_TOO_BIG: 1009,
  /** Nothing received for longer than three keepalive intervals. */
  IDLE_TIMEOUT: 4008,
} as const;

// ---- client -> server -------------------------------------------------------------------------

export interface PingFrame {
  type: 'ping';
}

/**
 * The answer to `connect`. An empty or absent token keeps the connection anonymous (broadcasts
 * only); a valid player access token adds that player's personal pushes. nonce, time and app_id
 * are the spec's fields; the server does not need them (the token is the authentication).
 */
export interface AuthFrame {
  type: 'auth';
  token?: string;
  nonce?: string;
  time?: string | number;
  app_id?: string | number;
}

export type ClientFrame = PingFrame | AuthFrame;

// ---- server -> client: the session --------------------------------------------------------------

/** First frame on every connection; client_id is what POST /api/arena/join-channel takes. */
export interface ConnectFrame {
  type: 'connect';
  client_id: string;
}

export interface PongFrame {
  type: 'pong';
}

/**
 * After a successful `auth`: the player the connection is bound to (null: anonymous). Also sent,
 * unasked, with null when the bound session ends (logout, password reset): the socket stays open.
 */
export interface AuthenticatedFrame {
  type: 'authenticated';
  player_id: string | null;
}

/**
 * A frame the server could not take. TOKEN_INVALID: the auth token is unknown, expired or revoked
 * (the connection is anonymous); BAD_REQUEST: not a JSON object of a known type; RATE_LIMITED: too
 * many frames (the connection closes); INTERNAL_ERROR: try again.
 */
export interface ErrorFrame {
  type: 'error';
  error: Extract<ErrorKey, 'TOKEN_INVALID' | 'BAD_REQUEST' | 'RATE_LIMITED' | 'INTERNAL_ERROR'>;
}

// ---- server -> client: pushes (integration events) ---------------------------------------------

/**
 * The live drop feed: someone opened a box and got an item. Sent to every connection, whose
 * language the server does not know: `name` is English, `name_zh` Chinese; the client picks.
 */
export interface DropMessage {
  type: 'drop';
  v: 1;
  open_id: string;
  user: { id: string; name: string; avatar: string };
  box: { id: string; name: string; name_zh: string; cover: string };
  /** bean: the item's value, a two-decimal string. */
  item: { id: string; name: string; name_zh: string; cover: string; lv: number; bean: string };
  created_at: string;
}

/** The player's own balance changed. Sent to that player's connections only. */
export interface BalanceMessage {
  type: 'balance';
  v: 1;
  /** Balance after the change, a two-decimal string. */
  bean: string;
}

/** The pushes: the platform's, and the games' (their wire contracts). */
export type PushMessage = DropMessage | BalanceMessage | GamePushMessage;

export type ServerFrame = ConnectFrame | PongFrame | AuthenticatedFrame | ErrorFrame | PushMessage;
