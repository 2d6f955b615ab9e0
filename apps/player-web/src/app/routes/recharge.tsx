// /recharge and /user/recharge (query isShow=1: start at the card-code form).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RechargePanel } from '@/features/recharge/components/recharge-panel';

export function RechargeRoute() {
  const { t } = useTranslation('recharge');
  const [params] = useSearchParams();
  return (
    <div>
      <h1 className="page-title">{t('title')}</h1>
      <RechargePanel focusCard={params.get('isShow') === '1'} />
    </div>
  );
}
