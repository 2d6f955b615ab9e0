// /user/Payment (spec section 2): a phone's top-up step. Opened with ?id&pay_way it places the order
// once and puts its id into the address (&order_id=…, replacing the entry), so a reload or a return
// from the gateway shows that same order (GET /api/recharge/{order_id}: amount, pay link, status)
// instead of placing another. While pending it watches the order until it is paid (then a first
// recharge is reported); opened on an order already paid, it reports a first recharge itself.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { PAY_WAYS, type PayWay } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCreateRecharge } from '../api/create-recharge';
import { useOrder } from '../api/get-order';
import { watchedStatus } from '../credited';
import { useOrderWatch, type WatchState } from '../hooks/use-order-watch';
import { reportFirstRecharge, wasFirstRecharge } from '../promotion';
import { PaymentStatus } from './payment-status';
import './recharge.css';

function parsePayWay(value: string | null): PayWay | null {
  const number = Number(value);
  return (PAY_WAYS as readonly number[]).includes(number) ? (number as PayWay) : null;
}

export function PaymentPage() {
  const { t } = useTranslation('recharge');
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order_id');
  const packageId = params.get('id');
  const payWay = parsePayWay(params.get('pay_way'));
  const me = useMe();
  const create = useCreateRecharge();
  const order = useOrder(orderId);
  const watch = useOrderWatch();
  const placed = useRef(false);
  const watching = useRef<string | null>(null);
  const reported = useRef(false);

  // Without an order in the address: place one, once, and remember it there.
  useEffect(() => {
    if (orderId || placed.current || !me.data || !packageId || payWay === null) return;
    placed.current = true;
    create.mutate(
      { id: packageId, pay_way: payWay },
      {
        onSuccess: (created) => {
          const next = new URLSearchParams(params);
          next.set('order_id', created.order_id);
          setParams(next, { replace: true });
        },
      },
    );
  }, [orderId, me.data, packageId, payWay, create, params, setParams]);

  // A pending order (or one paid but not yet credited): watch it until it is credited (again after a reload).
  const pending = order.data !== undefined && watchedStatus(order.data) === 'pending';
  useEffect(() => {
    if (!orderId || !pending || !me.data || watching.current === orderId) return;
    watching.current = orderId;
    watch.start({ orderId, firstRecharge: me.data.is_recharge === 0 });
  }, [orderId, pending, me.data, watch]);

  // Already paid when opened (back from the gateway, the watching page gone): the first recharge's
  // conversion report is sent from here (a no-op without a stored promotion id).
  useEffect(() => {
    if (reported.current || watching.current !== null || !me.data || order.data?.status !== 'paid') return;
    reported.current = true;
    if (wasFirstRecharge(me.data, order.data)) void reportFirstRecharge();
  }, [me.data, order.data]);

  const back = <Link to={paths.user.recharge.getHref()}>{t('payment.back')}</Link>;
  if (create.isError || order.isError || (!orderId && (!packageId || payWay === null))) {
    const message = create.isError ? create.error.message : order.isError ? order.error.message : t('payment.invalid');
    return (
      <EmptyState>
        <span role="alert">{message}</span> {back}
      </EmptyState>
    );
  }
  if (!order.data) return <Spinner />;
  const shown = watch.order ?? order.data;
  // The watch knows first (the order it settled on, with its credits); a reloaded page starts from what the order says.
  const shownStatus = watchedStatus(shown);
  const state: WatchState = watch.state !== 'idle' ? watch.state : shownStatus === 'pending' ? 'waiting' : shownStatus;
  return (
    <section className="panel payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title" className="page-title">
        {t('payment.title')}
      </h1>
      <p className="payment-page__amount" data-testid="payment-amount">
        {t('qr.amount', { price: shown.price })}
      </p>
      <dl className="payment-page__facts">
        <dt>{t('payment.coins')}</dt>
        <dd>
          <CoinAmount value={shown.bean} />
        </dd>
        <dt>{t('payWay.label')}</dt>
        <dd>{t(`payWay.${shown.pay_way}`)}</dd>
        <dt>{t('payment.order')}</dt>
        <dd className="mono small" data-testid="payment-order-id">
          {shown.order_id}
        </dd>
      </dl>
      {state === 'waiting' || state === 'timed-out'
        ? shown.list && (
            <>
              <a
                className="button button--primary button--large"
                href={shown.list.h5}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('payment.pay')}
              </a>
              <p className="muted small">{t('payment.once')}</p>
            </>
          )
        : null}
      <PaymentStatus
        state={state}
        order={shown}
        through="link"
        onRetry={() => me.data && watch.start({ orderId: shown.order_id, firstRecharge: me.data.is_recharge === 0 })}
      />
      <p>{back}</p>
    </section>
  );
}
