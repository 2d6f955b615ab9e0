// A real API on a real port over a real database (fresh PostgreSQL database when DATABASE_URL is
// set, else in-memory PGlite), for e2e tests that talk HTTP. With TEST_EVENT_STORE=eventstoredb
// every app keeps its log on an EventStoreDB test double of its own (any e2e suite can run so).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as os from 'node:os';
import * as path from 'node:path';
import * as fs from 'node:fs';
import { ModulesContainer } from '@nestjs/core';
import { createApp } from '../../app.factory';
import { EventReactor } from '../event-sourcing/event-reactor';
import { ScheduledJob } from '../scheduling/scheduled-job';
import { loadConfig, type AppConfig } from '../config/app-config';
import type { PasswordCost } from '../security/password-hasher';
import type { SqlClient } from '@lootledger/event-store';
import { EventStoreDbTestDouble } from '@lootledger/event-store/testing';
import { SQL_CLIENT } from '../database/tokens';
import { ApiClient } from './api-client';
import { createTestDatabase, type TestDatabase } from './test-database';
import { runTemplate, type TestTemplate } from './test-templates';

/** The argon2id cost of test apps' passwords (and of test staff members'). */
export const TEST_PASSWORD_COST: PasswordCost = { memoryKib: 1024, timeCost: 1 };

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A store that outlives one app (restart tests): a PostgreSQL database when DATABASE_URL is set,
 * else an embedded PGlite database on disk. Apps started on it leave it in place; drop() removes it.
 */
export interface PersistentTestStore {
  database: TestDatabase;
  dataDir: string;
  /** The log's server under TEST_EVENT_STORE=eventstoredb (outlives the apps, like the database). */
  eventStoreDb?: EventStoreDbTestDouble;
  /** The dumped data folder the embedded database starts from, the first time an app opens it. */
  embeddedTemplate?: string;
  drop(): Promise<void>;
}

/** TEST_EVENT_STORE=eventstoredb: test apps keep their logs on EventStoreDB test doubles. */
const onEventStoreDb = process.env.TEST_EVENT_STORE === 'eventstoredb';

/**
 * The run's migrated template (test-templates.ts), made by the first app of the run that asks: it
 * starts an app on an empty database to learn the migrations.
 */
export function templateOfTheRun(): Promise<TestTemplate> {
  return runTemplate(async () => {
    const app = await startTestAppOnEmptyDatabase();
    return { sql: app.app.get<SqlClient>(SQL_CLIENT), close: () => app.close() };
  });
}

export async function createPersistentTestStore(): Promise<PersistentTestStore> {
  const template = await templateOfTheRun();
  const database = await createTestDatabase('ll_test', { template: template.database });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-store-'));
  const eventStoreDb = onEventStoreDb ? await EventStoreDbTestDouble.start() : undefined;
  return {
    database,
    dataDir,
    eventStoreDb,
    embeddedTemplate: template.embedded,
    async drop() {
      await database.drop();
      await eventStoreDb?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registration caps high enough for any suite (registration-caps.e2e.spec.ts tests the real ones). */
export const UNCAPPED_REGISTRATIONS = 1_000_000;

export async function startTestApp(overrides: Partial<AppConfig> = {}, store?: PersistentTestStore): Promise<TestApp> {
  return startApp(overrides, store, store ? {} : await templateOfTheRun());
}

/** An app on an empty database that runs every migration itself (what the template saves the others). */
export function startTestAppOnEmptyDatabase(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return startApp(overrides, undefined, {});
}

async function startApp(
  overrides: Partial<AppConfig>,
  store: PersistentTestStore | undefined,
  template: TestTemplate,
): Promise<TestApp> {
  const database = store?.database ?? (await createTestDatabase('ll_test', { template: template.database }));
  const dataDir = store?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-test-'));
  const ownDouble = onEventStoreDb && !store && !overrides.eventStoreUrl ? await EventStoreDbTestDouble.start() : null;
  const eventStoreDb = store?.eventStoreDb ?? ownDouble;
  const config: AppConfig = {
    ...loadConfig({ ...process.env, DATABASE_URL: database.url ?? '' }),
    ...(eventStoreDb ? { eventStore: 'eventstoredb' as const, eventStoreUrl: eventStoreDb.url } : {}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    embeddedInMemory: !database.url && !store,
    embeddedTemplate: store?.embeddedTemplate ?? template.embedded,
    seedDemo: false,
    // Balances in other suites stay as they fund them; the welfare suites switch it on.
    registrationPacket: false,
    // Every suite registers its players from 127.0.0.1: the caps' own suite sets them low.
    registrationsPerAddressPerDay: UNCAPPED_REGISTRATIONS,
    registrationsPerDevicePerDay: UNCAPPED_REGISTRATIONS,
    // argon2id at 1 MiB and one pass: the suites register and sign in thousands of times (at the
    // production costs a player's hash takes ~35 ms, a staff member's ~220 ms, the first admin's at
    // every start). password-hasher.spec.ts holds the production costs.
    passwordCost: { player: TEST_PASSWORD_COST, staff: TEST_PASSWORD_COST },
    logLevel: 'warn',
    ...overrides,
  };
  /** What the app was given of its own (not a persistent store's): dropped when it closes or fails to start. */
  const release = async () => {
    if (store) return;
    await ownDouble?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let started: NestFastifyApplication | undefined;
  try {
    started = await createApp(config, { logger: false });
    await started.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A suite that expects the start to be refused leaves no app or database behind.
    await started?.close().catch(() => undefined);
    await release();
    throw error;
  }
  const app = started;
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await release();
    },
  };
}

/** What a suite talks to: the app, a client of its API, its database. */
export interface TestSuite<App extends TestApp = TestApp> {
  app: App;
  client: ApiClient;
  sql: SqlClient;
}

/** In a suite's beforeAll: ({ app, client, sql } = suiteOf(await startTestApp())). */
export function suiteOf<App extends TestApp>(app: App): TestSuite<App> {
  return { app, client: new ApiClient(app.baseUrl), sql: app.app.get<SqlClient>(SQL_CLIENT) };
}

/**
 * The spec file's suite: `start` runs in a beforeAll and the app closes in an afterAll; the object
 * returned holds what `start` gave from the first test on.
 *   const suite = fileSuite(async () => suiteOf(await startTestApp()));  // suite.client, suite.sql …
 */
export function fileSuite<Suite extends { app: TestApp }>(start: () => Promise<Suite>): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    Object.assign(suite, await start());
  });
  afterAll(() => suite.app?.close());
  return suite;
}

/**
 * Runs every event reactor and scheduled job of the app until a round of passes handles nothing: what the app's
 * start and the test's setup set off (registration packets, points, the arena's daily payouts) is in
 * the log, and from here the log moves only with what the test does.
 */
export async function settledProcesses(app: TestApp, maxRounds = 10): Promise<void> {
  const processes = new Set(
    [...app.app.get(ModulesContainer).values()]
      .flatMap((module) => [...module.providers.values()])
      .map((wrapper) => wrapper.instance as unknown)
      .filter(
        (instance): instance is EventReactor | ScheduledJob =>
          instance instanceof EventReactor || instance instanceof ScheduledJob,
      ),
  );
  for (let round = 0; round < maxRounds; round++) {
    let worked = 0;
    for (const process of processes) worked += await process.catchUp();
    if (worked === 0) return;
  }
  throw new Error(`the app's processes still had work after ${maxRounds} rounds of passes`);
}
