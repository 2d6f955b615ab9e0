// How a desktop player pays a placed order (the top-up dialog): a card (9) opens the card gateway's
// page from a button; Alipay and WeChat Pay (7, 8) show the QR code to scan, with the payment page
// as a link for whoever cannot scan.
import { useTranslation } from 'react-i18next';
import type { PaymentLinksResponse } from '@lootledger/contracts';
import type { PayWay } from '@/config/constants';
import { PaymentQr } from './payment-qr';

export const CARD_PAY_WAY: PayWay = 9;

interface PlacedOrderPayProps {
  payWay: PayWay;
  links: PaymentLinksResponse;
  price: string;
}

export function PlacedOrderPay({ payWay, links, price }: PlacedOrderPayProps) {
  const { t } = useTranslation('recharge');
  const amount = (
    <p className="qr__amount">
      {t('qr.amount', { price })} · {t(`payWay.${payWay}`)}
    </p>
  );
  if (payWay === CARD_PAY_WAY) {
    return (
      <>
        {amount}
        <p>
          <a
            className="button button--primary button--large"
            href={links.h5}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="pay-by-card"
          >
            {t('qr.payByCard')}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <PaymentQr qrUrl={links.qr_url} alt={t('qr.alt')} />
      {amount}
      <p className="muted small">{t('qr.once')}</p>
      <p>
        <a href={links.h5} target="_blank" rel="noopener noreferrer">
          {t('qr.openPage')}
        </a>
      </p>
    </>
  );
}
