import { Command } from '@nestjs/cqrs';
import type { SqlExecutor } from '@lootledger/event-store';
import type { SiteSettings, SiteSettingsRow } from '../../platform/site-info';

/** What the change's audit entry gets, in the change's transaction. */
export type OnSiteSettingsChange = (
  tx: SqlExecutor,
  values: { before: SiteSettingsRow | null; after: SiteSettingsRow | null },
) => Promise<void>;

/** Changes some of the site settings (the rest stay); validated whole, audited with before and after. */
export class SaveSiteSettingsCommand extends Command<SiteSettingsRow> {
  constructor(
    readonly change: Partial<SiteSettings>,
    readonly onChange: OnSiteSettingsChange,
  ) {
    super();
  }
}
