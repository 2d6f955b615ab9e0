// Top-up (spec sections 2 and 4): packages with first-recharge bonuses, the pay way, then a QR code
// on desktop (with polling until the balance rises) or the payment page on a phone; card codes below.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  parseAmount,
  type FirstRechargeBonusResponse,
  type MeResponse,
  type PlacedOrderResponse,
  type RechargePackageResponse,
} from '@lootledger/contracts';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { PAY_WAYS, type PayWay } from '@/config/constants';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-media-query';
import { useBeans } from '../api/get-beans';
import { useFirstBonuses } from '../api/get-first-bonuses';
import { useCreateRecharge } from '../api/create-recharge';
import { useRechargeWatch } from '../hooks/use-recharge-watch';
import { CardRechargeForm } from './card-recharge-form';
import { PaymentStatus } from './payment-status';

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
  const create = useCreateRecharge();
  const watch = useRechargeWatch();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [payWay, setPayWay] = useState<PayWay>(7);
  const [order, setOrder] = useState<{
    placed: PlacedOrderResponse;
    pack: RechargePackageResponse;
    before: MeResponse;
  } | null>(null);

  if (beans.isPending) return <Spinner />;
  const packages = beans.data ?? [];
  const selected = packages.find((pack) => pack.id === packageId) ?? packages[0];
  const showBonus = me.data?.is_recharge !== 1;

  const topUp = () => {
    if (!selected || !me.data) return;
    if (isPhone) {
      void navigate(paths.user.payment.getHref({}, { id: selected.id, pay_way: payWay }));
      return;
    }
    const before = me.data;
    create.mutate(
      { id: selected.id, pay_way: payWay },
      {
        onSuccess: (placed) => {
          setOrder({ placed, pack: selected, before });
          watch.start(before);
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
          {PAY_WAYS.map((way) => (
            <label key={way} className="radio">
              <input type="radio" name="pay_way" checked={payWay === way} onChange={() => setPayWay(way)} />
              <span>{t(`payWay.${way}`)}</span>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={topUp}
          disabled={!selected || !me.data || create.isPending}
        >
          {t('topUp', { price: selected?.price ?? '' })}
        </button>
        {create.isError && (
          <p className="form__error" role="alert" data-testid="recharge-error">
            {create.error.message}
          </p>
        )}
      </section>
      <CardRechargeForm autoFocus={focusCard} />
      <Dialog open={order !== null} title={t('qr.title')} onClose={closeQr} size="small">
        {order && (
          <div className="qr">
            <img className="qr__image" src={order.placed.list.qr_url} alt={t('qr.alt')} width={220} height={220} />
            <p className="qr__amount">
              {t('qr.amount', { price: order.pack.price })} · {t(`payWay.${payWay}`)}
            </p>
            <p className="muted small">{t('qr.once')}</p>
            <p>
              <a href={order.placed.list.h5} target="_blank" rel="noopener noreferrer">
                {t('qr.openPage')}
              </a>
            </p>
            <PaymentStatus state={watch.state} balance={watch.balance} onRetry={() => watch.start(order.before)} />
          </div>
        )}
      </Dialog>
    </div>
  );
}
