// /002-Vip: the VIP levels by total recharge and the player's standing (GET /api/vip/list).
import { useTranslation } from 'react-i18next';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Spinner } from '@/components/ui/spinner';
import { useVipList } from '../api/get-vip-list';

export function VipLevels() {
  const { t } = useTranslation('loyalty');
  const vip = useVipList();
  if (!vip.data) return <Spinner />;
  const { user, list } = vip.data;
  return (
    <section className="panel" aria-labelledby="vip-title">
      <h1 id="vip-title" className="page-title">
        {t('vip.title')}
      </h1>
      <dl className="facts">
        <dt>{t('vip.current')}</dt>
        <dd>{t('vip.name', { level: user.current_level })}</dd>
        <dt>{t('vip.rebate')}</dt>
        <dd>{user.rebate}%</dd>
        <dt>{t('vip.total')}</dt>
        <dd>
          <CoinAmount value={user.total_recharge} />
        </dd>
        {user.next_level !== null && (
          <>
            <dt>{t('vip.toNext', { level: user.next_level })}</dt>
            <dd>
              <CoinAmount value={user.difference_money} />
            </dd>
          </>
        )}
      </dl>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.threshold')}</th>
              <th scope="col">{t('vip.rebate')}</th>
              <th scope="col">{t('vip.description')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry.level} aria-current={entry.level === user.current_level ? 'true' : undefined}>
                <td>{t('vip.name', { level: entry.level })}</td>
                <td>{entry.threshold}</td>
                <td>{entry.rebate}%</td>
                <td>{entry.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
