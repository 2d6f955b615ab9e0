// Top-up (spec sections 2 and 4): packages with first-recharge bonuses, the pay ways the server
// offers (GET /api/recharge/pay_ways), then on desktop a dialog to pay in (a QR code, or the card
// gateway's page) while the order is watched until it is paid (the dialog closes and the success
// shows on the page), or the payment page on a phone; card codes below. Refusals show inline, next
// to their form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  parseAmount,
  type FirstRechargeBonusResponse,
  type MeResponse,
  type OrderResponse,
  type PlacedOrderResponse,
  type RechargePackageResponse,
} from '@lootledger/contracts';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { PayWay } from '@/config/constants';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-media-query';
import { useBeans } from '../api/get-beans';
import { useFirstBonuses } from '../api/get-first-bonuses';
import { useCreateRecharge } from '../api/create-recharge';
import { usePayWays } from '../api/get-pay-ways';
import { useOrderWatch } from '../hooks/use-order-watch';
import { CardRechargeForm } from './card-recharge-form';
import { PaidMessage, PaymentStatus } from './payment-status';
import { CARD_PAY_WAY, PlacedOrderPay } from './placed-order-pay';
import './recharge.css';

export function bonusFor(
  pack: RechargePackageResponse,
  bonuses: readonly FirstRechargeBonusResponse[],
): FirstRechargeBonusResponse | undefined {
  const bean = parseAmount(pack.bean);
  return bonuses.find((bonus) => parseAmount(bonus.bean) === bean);
}

export function RechargePanel({ focusCard = false }: { focusCard?: boolean }) {
  const { t, i18n } = useTranslation('recharge');
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const me = useMe();
  const beans = useBeans();
  const firsts = useFirstBonuses();
  const payWays = usePayWays();
  const create = useCreateRecharge();
  const watch = useOrderWatch();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [paid, setPaid] = useState<OrderResponse | null>(null);
  const [chosenPayWay, setPayWay] = useState<PayWay | null>(null);
  const [order, setOrder] = useState<{
    placed: PlacedOrderResponse;
    pack: RechargePackageResponse;
    payWay: PayWay;
    before: MeResponse;
  } | null>(null);

  if (beans.isPending) return <Spinner />;
  const packages = beans.data ?? [];
  const selected = packages.find((pack) => pack.id === packageId) ?? packages[0];
  const showBonus = me.data?.is_recharge !== 1;
  const offered = payWays.data ?? [];
  // The player's choice while the server offers it, else the first offered one.
  const payWay = chosenPayWay !== null && offered.includes(chosenPayWay) ? chosenPayWay : (offered[0] ?? null);

  const watchOrder = (placed: PlacedOrderResponse, before: MeResponse) =>
    watch.start({
      orderId: placed.order_id,
      firstRecharge: before.is_recharge === 0,
      onPaid: (order) => {
        // Paid: the QR code is spent, so its dialog goes; the success stays on the page.
        setOrder(null);
        setPaid(order);
      },
    });

  const topUp = () => {
    if (!selected || !me.data || payWay === null) return;
    if (isPhone) {
      void navigate(paths.user.payment.getHref({}, { id: selected.id, pay_way: payWay }));
      return;
    }
    const before = me.data;
    setPaid(null);
    create.mutate(
      { id: selected.id, pay_way: payWay },
      {
        onSuccess: (placed) => {
          setOrder({ placed, pack: selected, payWay, before });
          watchOrder(placed, before);
        },
      },
    );
  };

  const closeQr = () => {
    watch.stop();
    setOrder(null);
  };

  return (
    <div className="recharge">
      <section className="panel" aria-labelledby="packages-title">
        <h2 id="packages-title" className="section-title">
          {t('packages.title')}
        </h2>
        <div className="package-grid" role="radiogroup" aria-label={t('packages.title')}>
          {packages.map((pack) => {
            const bonus = showBonus ? bonusFor(pack, firsts.data ?? []) : undefined;
            const checked = pack.id === selected?.id;
            return (
              <button
                key={pack.id}
                type="button"
                role="radio"
                aria-checked={checked}
                className="package-card"
                onClick={() => setPackageId(pack.id)}
                data-testid="package"
              >
                <CoinAmount value={pack.bean} className="package-card__bean" />
                <span className="package-card__price">{t('packages.price', { price: pack.price })}</span>
                {bonus && (
                  <span className="package-card__bonus">
                    {i18n.language === 'zh' ? bonus.description : bonus.description_en}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <fieldset className="pay-ways">
          <legend className="field__label">{t('payWay.label')}</legend>
          {offered.map((way) => (
            <label key={way} className="radio">
              <input type="radio" name="pay_way" checked={payWay === way} onChange={() => setPayWay(way)} />
              <span>{t(`payWay.${way}`)}</span>
            </label>
          ))}
          {payWays.isPending && <Spinner />}
          {payWays.isError && (
            <p className="recharge-refusal" role="alert">
              {payWays.error.message}
            </p>
          )}
          {payWays.isSuccess && offered.length === 0 && <p className="muted">{t('payWay.none')}</p>}
        </fieldset>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={topUp}
          disabled={!selected || !me.data || payWay === null || create.isPending}
        >
          {t('topUp', { price: selected?.price ?? '' })}
        </button>
        {create.isError && (
          <p className="recharge-refusal" role="alert" data-testid="recharge-refusal">
            {create.error.message}
          </p>
        )}
        {paid && (
          <div className="recharge-success" role="status" data-testid="recharge-success">
            <PaidMessage credited={paid.credited} />
            <button type="button" className="button button--secondary" onClick={() => setPaid(null)}>
              {t('status.dismiss')}
            </button>
          </div>
        )}
      </section>
      <CardRechargeForm autoFocus={focusCard} />
      <Dialog
        open={order !== null}
        title={order?.payWay === CARD_PAY_WAY ? t('qr.cardTitle') : t('qr.title')}
        onClose={closeQr}
        size="small"
      >
        {order && (
          <div className="qr">
            <PlacedOrderPay payWay={order.payWay} links={order.placed.list} price={order.pack.price} />
            <PaymentStatus
              state={watch.state}
              order={watch.order}
              through={order.payWay === CARD_PAY_WAY ? 'link' : 'qr'}
              onRetry={() => watchOrder(order.placed, order.before)}
            />
          </div>
        )}
      </Dialog>
    </div>
  );
}
