// Today's and this week's best battle players (with the daily reward per rank) and the lucky and
// unlucky lists.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleLuckRowResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLuck, useRanking } from '../api/battles';

export function Rankings() {
  const { t } = useTranslation('arena');
  const [type, setType] = useState<1 | 2>(1);
  const ranking = useRanking(type);
  return (
    <section className="arena-ranking">
      <div className="tabs" role="tablist">
        {([1, 2] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={type === value}
            onClick={() => setType(value)}
          >
            {value === 1 ? t('ranking.today') : t('ranking.week')}
          </button>
        ))}
      </div>
      <p className="muted">{t('ranking.rewardsNote')}</p>
      {ranking.isPending ? (
        <Spinner />
      ) : !ranking.data || ranking.data.list.length === 0 ? (
        <EmptyState>{t('ranking.empty')}</EmptyState>
      ) : (
        <table className="table" data-testid="arena-ranking">
          <thead>
            <tr>
              <th>{t('ranking.rank')}</th>
              <th>{t('ranking.player')}</th>
              <th>{t('ranking.won')}</th>
              <th>{t('ranking.games')}</th>
              {type === 1 && <th>{t('ranking.reward')}</th>}
            </tr>
          </thead>
          <tbody>
            {ranking.data.list.map((row) => (
              <tr key={row.player_id}>
                <td>{row.rank}</td>
                <td>{row.name}</td>
                <td>
                  <CoinAmount value={row.bean} />
                </td>
                <td>{row.games}</td>
                {type === 1 && (
                  <td>
                    <CoinAmount value={row.reward} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LuckTable({ title, rows }: { title: string; rows: BattleLuckRowResponse[] }) {
  const { t } = useTranslation('arena');
  return (
    <div className="arena-luck__list">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <EmptyState>{t('luck.empty')}</EmptyState>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>{t('ranking.player')}</th>
              <th>{t('ranking.games')}</th>
              <th>{t('luck.winRate')}</th>
              <th>{t('luck.net')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.player_id}>
                <td>{row.name}</td>
                <td>{row.games}</td>
                <td>{row.win_rate}%</td>
                <td>
                  <CoinAmount value={row.net} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function LuckLists() {
  const { t } = useTranslation('arena');
  const luck = useLuck();
  if (luck.isPending) return <Spinner />;
  return (
    <section className="arena-luck">
      <p className="muted">{t('luck.note')}</p>
      <div className="arena-luck__lists">
        <LuckTable title={t('luck.lucky')} rows={luck.data?.lucky ?? []} />
        <LuckTable title={t('luck.unlucky')} rows={luck.data?.unlucky ?? []} />
      </div>
    </section>
  );
}
