// A small round-robin HTTP and websocket load balancer on 127.0.0.1, in Node (no outside binary), for
// the fleet test and the benches: it spreads requests and websocket upgrades over the backends,
// appends the client's address to X-Forwarded-For (run the backends with TRUST_PROXY=loopback), and
// names the backend that answered in `x-lb-backend`. It retries only what is safe to retry: a
// connection refused before anything was sent (the backend is gone: it is marked down and the
// request goes to the next one). A request that fails once sent (the backend died with it in
// flight) is answered 502 with `x-lb-failure: in-flight` and counted, never sent again: the backend
// may have acted on it. A down backend is probed on /health/ready and taken back when it answers.
import * as http from 'node:http';
import * as net from 'node:net';

export interface Backend {
  /** A name for reports and the x-lb-backend header ("api-1"). */
  readonly name: string;
  readonly port: number;
}

export interface BackendStats {
  /** Requests sent to it (retries included). */
  routed: number;
  /** Answers it gave (any status). */
  answered: number;
  /** Requests that failed once sent to it (answered 502 in-flight). */
  failedInFlight: number;
  /** Connections refused before sending (then sent elsewhere). */
  refused: number;
  /** Websocket upgrades piped to it. */
  upgrades: number;
  up: boolean;
}

export interface LoadBalancer {
  readonly port: number;
  readonly baseUrl: string;
  add(backend: Backend): void;
  /** Stops routing to a backend (as when it is found dead). */
  markDown(name: string): void;
  stats(): Record<string, BackendStats>;
  /** Requests answered 502 because their backend failed with them in flight. */
  readonly failedInFlight: number;
  close(): Promise<void>;
}

interface Entry {
  backend: Backend;
  stats: BackendStats;
  agent: http.Agent;
}

/** Hop-by-hop headers a proxy does not forward. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const PROBE_EVERY_MS = 500;

export async function startLoadBalancer(backends: readonly Backend[] = [], port = 0): Promise<LoadBalancer> {
  const entries: Entry[] = [];
  let next = 0;
  let failedInFlight = 0;
  const openSockets = new Set<net.Socket>();

  const add = (backend: Backend) => {
    if (entries.some((entry) => entry.backend.name === backend.name)) throw new Error(`backend ${backend.name} twice`);
    entries.push({
      backend,
      agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
      stats: { routed: 0, answered: 0, failedInFlight: 0, refused: 0, upgrades: 0, up: true },
    });
  };
  backends.forEach(add);

  /** The next backend that is up, round robin, skipping those tried already. */
  const pick = (tried: ReadonlySet<Entry>): Entry | undefined => {
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[next++ % entries.length];
      if (entry.stats.up && !tried.has(entry)) return entry;
    }
    return undefined;
  };

  const markDown = (entry: Entry) => {
    if (!entry.stats.up) return;
    entry.stats.up = false;
    entry.agent.destroy();
    entry.agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  };

  const forwardedFor = (request: http.IncomingMessage): string => {
    const previous = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '127.0.0.1';
    return previous ? `${String(previous)}, ${client}` : client;
  };

  const proxy = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, tried: Set<Entry>) => {
    const entry = pick(tried);
    if (!entry) {
      response.writeHead(503, { 'content-type': 'application/json', 'x-lb-failure': 'no-backend' });
      response.end(JSON.stringify({ code: 503, message: 'no backend up', error: 'SERVICE_UNAVAILABLE', data: null }));
      return;
    }
    tried.add(entry);
    entry.stats.routed++;
    const headers: http.OutgoingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['x-forwarded-for'] = forwardedFor(request);
    headers['content-length'] = String(body.length);
    if (body.length === 0 && !['POST', 'PUT', 'PATCH'].includes(request.method ?? 'GET'))
      delete headers['content-length'];
    let sent = false;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: entry.backend.port,
        method: request.method,
        path: request.url,
        headers,
        agent: entry.agent,
      },
      (answer) => {
        entry.stats.answered++;
        const out: http.OutgoingHttpHeaders = { ...answer.headers, 'x-lb-backend': entry.backend.name };
        for (const name of HOP_BY_HOP) delete out[name];
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    // Nothing reached the backend until the socket connected: a refusal before it is safe to retry.
    upstream.on('socket', (socket) => {
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent && error.code === 'ECONNREFUSED') {
        entry.stats.refused++;
        markDown(entry);
        proxy(request, response, body, tried);
        return;
      }
      entry.stats.failedInFlight++;
      failedInFlight++;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, {
        'content-type': 'application/json',
        'x-lb-backend': entry.backend.name,
        'x-lb-failure': 'in-flight',
      });
      response.end(
        JSON.stringify({ code: 502, message: String(error.code ?? error), error: 'BAD_GATEWAY', data: null }),
      );
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => proxy(request, response, Buffer.concat(chunks), new Set()));
    request.on('error', () => response.destroy());
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.once('close', () => openSockets.delete(socket));
  });

  // Websockets: the upgrade request is written to a backend as received, then bytes flow both ways.
  const upgrade = (request: http.IncomingMessage, client: net.Socket, head: Buffer, tried: Set<Entry>) => {
    const entry = pick(tried);
    if (!entry) {
      client.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    tried.add(entry);
    const upstream = net.connect({ host: '127.0.0.1', port: entry.backend.port });
    let connected = false;
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') {
        entry.stats.refused++;
        markDown(entry);
        upgrade(request, client, head, tried);
        return;
      }
      client.destroy();
    });
    upstream.once('connect', () => {
      connected = true;
      entry.stats.upgrades++;
      openSockets.add(upstream);
      upstream.once('close', () => openSockets.delete(upstream));
      const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      // The backend's 101 answer names it too: the first line ends the status, a header goes after it.
      upstream.once('data', (first: Buffer) => {
        const text = first.toString('latin1');
        const end = text.indexOf('\r\n');
        client.write(
          end > 0
            ? Buffer.from(`${text.slice(0, end)}\r\nx-lb-backend: ${entry.backend.name}${text.slice(end)}`, 'latin1')
            : first,
        );
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
  };
  server.on('upgrade', (request, socket: net.Socket, head) => {
    socket.on('error', () => undefined);
    upgrade(request, socket, head, new Set());
  });

  // A backend marked down comes back once its readiness answers (a restarted process).
  const probe = setInterval(() => {
    for (const entry of entries) {
      if (entry.stats.up) continue;
      const check = http.get({ host: '127.0.0.1', port: entry.backend.port, path: '/health/ready' }, (answer) => {
        answer.resume();
        if (answer.statusCode === 200) entry.stats.up = true;
      });
      check.on('error', () => undefined);
    }
  }, PROBE_EVERY_MS);
  probe.unref();

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;

  return {
    port: address.port,
    baseUrl: `http://127.0.0.1:${address.port}`,
    add,
    markDown(name) {
      const entry = entries.find((candidate) => candidate.backend.name === name);
      if (entry) markDown(entry);
    },
    stats() {
      return Object.fromEntries(entries.map((entry) => [entry.backend.name, { ...entry.stats }]));
    },
    get failedInFlight() {
      return failedInFlight;
    },
    async close() {
      clearInterval(probe);
      for (const entry of entries) entry.agent.destroy();
      for (const socket of openSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
