// Boxes opened today and players online (GET /api/stats/live, refreshed every 30 s).
import { useTranslation } from 'react-i18next';
import type { LiveStatsResponse } from '@lootledger/contracts';

export function LiveStats({ stats }: { stats: LiveStatsResponse | undefined }) {
  const { t, i18n } = useTranslation('liveFeed');
  const number = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString(i18n.language));
  return (
    <dl className="live-stats" aria-label={t('stats.label')}>
      <div className="live-stats__figure">
        <dt>{t('stats.openedToday')}</dt>
        <dd data-testid="opened-today">{number(stats?.boxes_opened_today)}</dd>
      </div>
      <div className="live-stats__figure">
        <dt>
          <span className="live-stats__dot" aria-hidden="true" />
          {t('stats.online')}
        </dt>
        <dd data-testid="players-online">{number(stats?.players_online)}</dd>
      </div>
    </dl>
  );
}
