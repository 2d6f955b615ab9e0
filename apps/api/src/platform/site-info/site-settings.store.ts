// The one row of site settings (table site_settings, id 'site'): read through a short cache (the
// feature switch guard reads it on every switched call), written by the content context's staff
// command in its own transaction (with the audit entry), which then forgets the cache here; the
// save signals the fleet's other processes in the same transaction (platform/cluster), so they
// forget theirs when it commits. CACHE_MS bounds a missed signal.
import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { ClusterSignals } from '../cluster/cluster-signals';
import { SITE_FEATURES } from '@lootledger/contracts';
import { runMigrations, type Migration, type SqlClient, type SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/tokens';
import { defaultSiteSettings, type SiteSettings } from './site-settings';

export const SITE_SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'platform-site-settings-001',
    sql: `
CREATE TABLE IF NOT EXISTS site_settings (
  id text PRIMARY KEY CHECK (id = 'site'),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);`,
  },
];

const CACHE_MS = 2000;
const CHANGED_SIGNAL = 'site.settings-changed';

interface StoredSettings {
  customer_service_url?: string;
  min_age?: number;
  features?: Record<string, boolean>;
  stats_script_url?: string | null;
}

export interface SiteSettingsRow {
  settings: SiteSettings;
  /** null: never saved (the defaults). */
  updatedAt: Date | null;
}

function fromStored(stored: StoredSettings, defaults: SiteSettings): SiteSettings {
  // A feature added after the row was saved starts on.
  const features = { ...defaults.features };
  for (const feature of SITE_FEATURES) {
    if (typeof stored.features?.[feature] === 'boolean') features[feature] = stored.features[feature];
  }
  return {
    customerServiceUrl: stored.customer_service_url ?? defaults.customerServiceUrl,
    minAge: stored.min_age ?? defaults.minAge,
    features,
    statsScriptUrl: stored.stats_script_url === undefined ? defaults.statsScriptUrl : stored.stats_script_url,
  };
}

function toStored(settings: SiteSettings): StoredSettings {
  return {
    customer_service_url: settings.customerServiceUrl,
    min_age: settings.minAge,
    features: { ...settings.features },
    stats_script_url: settings.statsScriptUrl,
  };
}

@Injectable()
export class SiteSettingsStore implements OnModuleInit {
  /** The cache's clock (ms); tests stop it to show that only a signal refreshes the cache. */
  now: () => number = () => Date.now();
  private cached?: { row: SiteSettingsRow; until: number };
  private readonly defaults = defaultSiteSettings();

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Optional() private readonly signals?: ClusterSignals,
  ) {
    signals?.on(CHANGED_SIGNAL, () => this.forget());
    signals?.onMissed(() => this.forget());
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, SITE_SETTINGS_MIGRATIONS);
  }

  /** The settings in force (cached for CACHE_MS). */
  async current(): Promise<SiteSettings> {
    return (await this.currentRow()).settings;
  }

  async currentRow(): Promise<SiteSettingsRow> {
    const now = this.now();
    if (this.cached && this.cached.until > now) return this.cached.row;
    const row = await this.load();
    this.cached = { row, until: now + CACHE_MS };
    return row;
  }

  /** The row as stored, uncached; with forUpdate inside a transaction, locked until it ends. */
  async load(db: SqlExecutor = this.sql, forUpdate = false): Promise<SiteSettingsRow> {
    const { rows } = await db.query<{ settings: StoredSettings | string; updated_at: unknown }>(
      `SELECT settings, updated_at FROM site_settings WHERE id = 'site'${forUpdate ? ' FOR UPDATE' : ''}`,
    );
    if (!rows[0]) return { settings: this.defaults, updatedAt: null };
    const stored =
      typeof rows[0].settings === 'string' ? (JSON.parse(rows[0].settings) as StoredSettings) : rows[0].settings;
    const at = rows[0].updated_at;
    return { settings: fromStored(stored, this.defaults), updatedAt: at instanceof Date ? at : new Date(String(at)) };
  }

  async save(db: SqlExecutor, settings: SiteSettings, now: Date): Promise<void> {
    await db.query(
      `INSERT INTO site_settings (id, settings, updated_at) VALUES ('site', $1::jsonb, $2)
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
      [JSON.stringify(toStored(settings)), now],
    );
    await this.signals?.tellOthers(CHANGED_SIGNAL, {}, db);
  }

  /** After a committed save: the next read goes to the database. */
  forget(): void {
    this.cached = undefined;
  }
}
