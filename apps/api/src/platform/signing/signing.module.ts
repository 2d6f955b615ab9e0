// Request signing (contract section 5): the nonce table and its periodic prune, and the verifier the
// Fastify hook calls (installed by createApp, before any route exists).
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { Chores } from '../scheduling/chores';
import { NonceStore } from './nonce-store';
import { RequestSigningVerifier } from './request-signing.verifier';
import { SIGNING_MIGRATIONS } from './signing.migrations';

const PRUNE_EVERY_MS = 60 * 1000;

@Module({ providers: [NonceStore, RequestSigningVerifier], exports: [RequestSigningVerifier] })
export class SigningModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    nonces: NonceStore,
    chores: Chores,
  ) {
    chores.every('signing.prune-nonces', PRUNE_EVERY_MS, () => nonces.prune(new Date()));
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, SIGNING_MIGRATIONS);
  }
}
