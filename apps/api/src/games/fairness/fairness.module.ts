// The games' provably-fair parts, one instance for every game: the server seed vault (the secret
// seeds, cached), the players' seed pairs (commit at registration, rotate, reveal) and the fairness
// calls (the pair, its rotation, the revealed pairs and every draw of one), and the audit's check that every nonce of a pair serves one draw across games. Every game
// module imports this module rather than providing its own copies: one seed cache per process.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { LedgerModule } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { pairNoncesCheck } from './audit/pair-nonces.check';
import { FairnessController } from './fairness.controller';
import { FirstSeedPairHandler } from './first-seed-pair.handler';
import { PairDrawsController } from './get-pair-draws/pair-draws.controller';
import { PairDrawsReader } from './get-pair-draws/pair-draws.reader';
import { SeedPairsService } from './seed-pairs.service';
import { SERVER_SEED_VAULT_MIGRATIONS, ServerSeedVault } from './server-seed-vault';

@Module({
  imports: [
    CqrsModule,
    LedgerModule,
    EventSourcingModule.forFeature({ name: 'games.fairness', auditChecks: [pairNoncesCheck] }),
  ],
  controllers: [FairnessController, PairDrawsController],
  providers: [ServerSeedVault, SeedPairsService, FirstSeedPairHandler, PairDrawsReader],
  exports: [ServerSeedVault, SeedPairsService],
})
export class FairnessModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, SERVER_SEED_VAULT_MIGRATIONS);
  }
}
