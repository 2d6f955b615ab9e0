// The content context: help articles (the help centre, the user agreement and privacy terms).
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { HELP_MIGRATIONS, loadDefaultArticles } from './help/help-articles';
import { HelpController } from './help/help.controller';

@Module({ controllers: [HelpController] })
export class ContentModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, HELP_MIGRATIONS);
    await loadDefaultArticles(this.sql);
  }
}
