// /user/Payment?id&pay_way (spec section 2): the phone's top-up step. It places the order, sends
// the player to the payment page and polls every 2 s until the balance rises.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMe } from '@/api/get-me';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { PAY_WAYS, type PayWay } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCreateRecharge } from '../api/create-recharge';
import { useRechargeWatch } from '../hooks/use-recharge-watch';
import { PaymentStatus } from './payment-status';

function parsePayWay(value: string | null): PayWay | null {
  const number = Number(value);
  return (PAY_WAYS as readonly number[]).includes(number) ? (number as PayWay) : null;
}

export function PaymentPage() {
  const { t } = useTranslation('recharge');
  const [params] = useSearchParams();
  const packageId = params.get('id');
  const payWay = parsePayWay(params.get('pay_way'));
  const me = useMe();
  const create = useCreateRecharge();
  const watch = useRechargeWatch();
  const placed = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (placed.current || !me.data || !packageId || payWay === null) return;
    placed.current = true;
    const before = me.data;
    create.mutate(
      { id: packageId, pay_way: payWay },
      { onSuccess: () => watch.start(before), onError: () => setFailed(true) },
    );
  }, [me.data, packageId, payWay, create, watch]);

  if (!packageId || payWay === null || failed) {
    return (
      <EmptyState>
        {t('payment.invalid')} <Link to={paths.user.recharge.getHref()}>{t('payment.back')}</Link>
      </EmptyState>
    );
  }
  if (!create.data) return <Spinner />;
  return (
    <section className="panel payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title" className="page-title">
        {t('payment.title')}
      </h1>
      <p>{t(`payWay.${payWay}`)}</p>
      <a
        className="button button--primary button--large"
        href={create.data.list.h5}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('payment.pay')}
      </a>
      <p className="muted small">{t('qr.once')}</p>
      <PaymentStatus state={watch.state} balance={watch.balance} onRetry={() => me.data && watch.start(me.data)} />
      <p>
        <Link to={paths.user.recharge.getHref()}>{t('payment.back')}</Link>
      </p>
    </section>
  );
}
