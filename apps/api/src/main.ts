// Starts the whole platform on one port: API, websocket, sandbox providers and both web apps.
// SIGTERM/SIGINT finish in-flight requests, close the database and exit 0.
import { createApp } from './app.factory';
import { loadConfig } from './platform/config/app-config';
import { describeSandboxProviders } from './platform/config/sandbox-providers';
import { exitOnSignals } from './platform/shutdown/graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  exitOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://127.0.0.1:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const store =
    config.eventStore === 'eventstoredb'
      ? `EventStoreDB at ${config.eventStoreUrl}; read models and the log's mirror in ${database}`
      : database;
  const kafka = config.kafka
    ? `  kafka:         ${config.kafka.brokers.join(',')} → ${config.kafka.topicPrefix}.{category}\n`
    : '';
  process.stdout.write(
    `\nLootledger is running\n  player web:    ${url}/\n  admin console: ${url}/admin/\n  API docs:      ${url}/api/docs\n  event store:   ${store}\n` +
      kafka +
      `${describeSandboxProviders(config)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
