// The player's own upgrades and everyone's recent ones, newest first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinAmount } from '@/components/ui/coin-amount';
import { VerifyLink } from '@/components/ui/verify-link';
import { EmptyState } from '@/components/ui/empty-state';
import { assetUrl } from '@/lib/asset-url';
import { useToken } from '@/lib/session';
import { useUpgradeRecords, type UpgradeRecordsKind } from '../api/get-upgrade-records';

export function UpgradeRecords() {
  const { t } = useTranslation('upgrade');
  const token = useToken();
  const [kind, setKind] = useState<UpgradeRecordsKind>(token ? 'mine' : 'recent');
  const records = useUpgradeRecords(kind);
  const kinds: UpgradeRecordsKind[] = token ? ['mine', 'recent'] : ['recent'];
  return (
    <section className="upgrade-records panel" aria-label={t(`records.${kind}`)}>
      <div className="tabs" role="tablist">
        {kinds.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={kind === value}
            onClick={() => setKind(value)}
          >
            {t(`records.${value}`)}
          </button>
        ))}
      </div>
      {records.data && records.data.data.length === 0 && <EmptyState>{t('records.empty')}</EmptyState>}
      <ul className="upgrade-records__list">
        {records.data?.data.map((record) => (
          <li
            key={record.upgrade_id}
            className="upgrade-records__row"
            data-testid="upgrade-record"
            data-upgrade-id={record.upgrade_id}
          >
            <img src={assetUrl(record.item.cover)} alt="" className="upgrade-records__cover" />
            <span className="upgrade-records__name">{record.item.name}</span>
            <span>{(record.rate / 100).toFixed(2)}%</span>
            <CoinAmount value={record.price} />
            <span className="upgrade-records__outcome">
              <span className={record.success ? 'upgrade-records__won' : 'upgrade-records__lost'}>
                {t(record.success ? 'records.success' : 'records.failure')}
              </span>{' '}
              <VerifyLink pairId={record.fairness.pair_id} nonce={record.fairness.nonce} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
