// The one websocket to /ws (contract section 11): answers `connect` with `auth` (the access token,
// or none for an anonymous connection), pings every 10 s, reconnects with backoff, and reconnects
// when the session changes so personal pushes (balance) follow the signed-in player.
import {
  createNonce,
  REALTIME_KEEPALIVE_MS,
  REALTIME_PATH,
  type AuthFrame,
  type PushMessage,
  type ServerFrame,
} from '@lootledger/contracts';
import { env } from '@/config/env';
import { getToken, subscribeSession } from './session';

type Listener = (message: PushMessage) => void;

/** The connection's own frames; every other frame is a push. */
const CONNECTION_FRAMES = new Set<string>(['connect', 'pong', 'authenticated', 'error']);

const listeners = new Set<Listener>();
const connectListeners = new Set<(clientId: string) => void>();
let clientId: string | null = null;
let socket: WebSocket | null = null;
let pingTimer: ReturnType<typeof setInterval> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempts = 0;
let started = false;

export function socketUrl(): string {
  if (env.apiBase) return env.apiBase.replace(/^http/, 'ws') + REALTIME_PATH;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${REALTIME_PATH}`;
}

function connect(): void {
  clearTimeout(retryTimer);
  let ws: WebSocket;
  try {
    ws = new WebSocket(socketUrl());
  } catch {
    scheduleReconnect();
    return;
  }
  socket = ws;
  ws.onmessage = (event) => {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(event.data)) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'connect') {
      attempts = 0;
      clientId = frame.client_id;
      const auth: AuthFrame = {
        type: 'auth',
        token: getToken() ?? '',
        nonce: createNonce(),
        time: Math.floor(Date.now() / 1000),
        app_id: env.appId,
      };
      ws.send(JSON.stringify(auth));
      for (const listener of connectListeners) listener(frame.client_id);
      return;
    }
    // Every push goes to the listeners, each taking the types it knows (a game's channel included).
    if (!CONNECTION_FRAMES.has(frame.type)) {
      for (const listener of listeners) listener(frame as PushMessage);
    }
  };
  ws.onopen = () => {
    clearInterval(pingTimer);
    pingTimer = setInterval(() => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
    }, REALTIME_KEEPALIVE_MS);
  };
  ws.onclose = () => {
    clearInterval(pingTimer);
    if (socket === ws) clientId = null;
    if (socket === ws) {
      socket = null;
      scheduleReconnect();
    }
  };
}

function scheduleReconnect(): void {
  attempts += 1;
  const delay = Math.min(30_000, 1_000 * 2 ** Math.min(attempts, 5));
  retryTimer = setTimeout(connect, delay);
}

function reconnect(): void {
  const old = socket;
  socket = null;
  clearInterval(pingTimer);
  old?.close();
  connect();
}

/** Opens the connection once for the page's lifetime. */
export function startLiveSocket(): void {
  if (started || typeof WebSocket === 'undefined') return;
  started = true;
  let token = getToken();
  subscribeSession(() => {
    const next = getToken();
    if (next !== token) {
      token = next;
      reconnect();
    }
  });
  connect();
}

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` with the connection's client id now (when connected) and after every
 * (re)connection: what joining a channel takes (a game's join-channel call), so a channel is joined
 * again after a reconnect.
 */
export function onLiveConnected(listener: (clientId: string) => void): () => void {
  connectListeners.add(listener);
  if (clientId) listener(clientId);
  return () => connectListeners.delete(listener);
}
