// An upgrade attempt's result as the API recorded it: won or not, at the chance the draw used, and
// the draw (seed hash, client seed, nonce, roll) with a link to verify it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UpgradeResultResponse } from '@lootledger/contracts';
import { paths } from '@/config/paths';
import { formatRate } from '../upgrade-chance';

export function UpgradeResult({ result }: { result: UpgradeResultResponse }) {
  const { t } = useTranslation('upgrade');
  return (
    <div className="upgrade-result" role="status" data-testid="upgrade-result" data-success={result.success}>
      <p>
        {result.success
          ? t('result.success', { name: result.item.name })
          : t('result.failure', { roll: result.fairness.roll, rate: result.rate })}
      </p>
      <dl className="upgrade-result__draw">
        <dt>{t('rate.label')}</dt>
        <dd data-testid="upgrade-result-rate" data-rate={result.rate}>
          {formatRate(result.rate)}
        </dd>
        <dt>{t('fairness.seedHash')}</dt>
        <dd className="mono">{result.fairness.server_seed_hash}</dd>
        <dt>{t('fairness.clientSeed')}</dt>
        <dd className="mono">{result.fairness.client_seed}</dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd data-testid="upgrade-nonce">{result.fairness.nonce}</dd>
        <dt>{t('result.roll')}</dt>
        <dd data-testid="upgrade-roll">{result.fairness.roll}</dd>
      </dl>
      <Link
        to={paths.fairness.getHref({}, { pair: result.fairness.pair_id, nonce: result.fairness.nonce })}
        data-testid="verify-link"
      >
        {t('fairness.verify')}
      </Link>
    </div>
  );
}
