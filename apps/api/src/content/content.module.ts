// The content context: help articles (the help centre, the user agreement and privacy terms), edited
// by staff through SaveHelpArticleCommand / DeleteHelpArticleCommand.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { HELP_MIGRATIONS, loadDefaultArticles } from './help/help-articles';
import { HelpController } from './help/help.controller';
import { DeleteHelpArticleHandler } from './delete-help-article/delete-help-article.handler';
import { SaveHelpArticleHandler } from './save-help-article/save-help-article.handler';
import { HelpArticlesStaffController } from './save-help-article/help-articles.staff.controller';

@Module({
  imports: [CqrsModule],
  controllers: [HelpController, HelpArticlesStaffController],
  providers: [SaveHelpArticleHandler, DeleteHelpArticleHandler],
})
export class ContentModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, HELP_MIGRATIONS);
    await loadDefaultArticles(this.sql);
  }
}
