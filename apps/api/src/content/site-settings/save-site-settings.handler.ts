// Saves the site settings: the row locked, the change merged and validated whole, saved, its audit
// entry written in the same transaction; then the store's cache forgets, so this process serves the
// change at once (the feature switches, GET /api/info, the player web's CSP).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { SiteSettingsStore, siteSettingsErrors, type SiteSettingsRow } from '../../platform/site-info';
import { SaveSiteSettingsCommand } from './save-site-settings.command';

@CommandHandler(SaveSiteSettingsCommand)
export class SaveSiteSettingsHandler implements ICommandHandler<SaveSiteSettingsCommand, SiteSettingsRow> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly store: SiteSettingsStore,
  ) {}

  async execute({ change, onChange }: SaveSiteSettingsCommand): Promise<SiteSettingsRow> {
    const saved = await this.sql.transaction(async (tx) => {
      const before = await this.store.load(tx, true);
      const settings = {
        ...before.settings,
        ...change,
        features: { ...before.settings.features, ...change.features },
      };
      const problems = siteSettingsErrors(settings);
      if (problems.length > 0) throw DomainError.invalidFields(problems);
      const now = new Date();
      await this.store.save(tx, settings, now);
      const after: SiteSettingsRow = { settings, updatedAt: now };
      await onChange(tx, { before, after });
      return after;
    });
    this.store.forget();
    return saved;
  }
}
