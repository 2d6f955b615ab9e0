// Starts the whole platform on one port: API, websocket, sandbox providers and both web apps.
// SIGTERM/SIGINT finish in-flight requests, close the database and exit 0. Listens on HOST
// (127.0.0.1 unless set: the sandbox routes stay off the network on a developer's machine).
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory';
import { loadConfig } from './platform/config/app-config';
import { describeSandboxProviders } from './platform/config/sandbox-providers';
import { exitOnSignals } from './platform/shutdown/graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  exitOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  const listening = app.getHttpServer().address() as AddressInfo;
  const url = `http://${bannerHost(listening)}:${listening.port}`;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const store =
    config.eventStore === 'eventstoredb'
      ? `EventStoreDB at ${config.eventStoreUrl}; read models and the log's mirror in ${database}`
      : database;
  const kafka = config.kafka
    ? `  kafka:         ${config.kafka.brokers.join(',')} → ${config.kafka.topicPrefix}.{category}\n`
    : '';
  process.stdout.write(
    `\nLootledger is running\n  listening on:  ${listening.address} port ${listening.port} (HOST)\n  player web:    ${url}/\n  admin console: ${url}/admin/\n  API docs:      ${url}/api/docs\n  event store:   ${store}\n` +
      kafka +
      `${describeSandboxProviders(config)}\n`,
  );
}

/** Where this machine's browser reaches the server: loopback when it listens on every interface. */
function bannerHost(listening: AddressInfo): string {
  if (listening.address === '0.0.0.0' || listening.address === '::') return '127.0.0.1';
  return listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
