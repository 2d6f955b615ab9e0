// The content context: help articles (the help centre, the user agreement and privacy terms), edited
// by staff through SaveHelpArticleCommand / DeleteHelpArticleCommand; the site settings' staff edit
// (/admin/api/settings; the platform's SiteSettingsStore keeps and serves them).
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { HELP_MIGRATIONS, loadDefaultArticles } from './help/help-articles';
import { HelpController } from './help/help.controller';
import { DeleteHelpArticleHandler } from './delete-help-article/delete-help-article.handler';
import { SaveHelpArticleHandler } from './save-help-article/save-help-article.handler';
import { HelpArticlesStaffController } from './save-help-article/help-articles.staff.controller';
import { SaveSiteSettingsHandler } from './site-settings/save-site-settings.handler';
import { SiteSettingsStaffController } from './site-settings/site-settings.staff.controller';

@Module({
  imports: [CqrsModule],
  controllers: [HelpController, HelpArticlesStaffController, SiteSettingsStaffController],
  providers: [SaveHelpArticleHandler, DeleteHelpArticleHandler, SaveSiteSettingsHandler],
})
export class ContentModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, HELP_MIGRATIONS);
    await loadDefaultArticles(this.sql);
  }
}
