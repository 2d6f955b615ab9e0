// /002-welfare: the welfare centre — the sign-in streak, the month progress, red packets to claim
// and the claim-by-code box.
import { useTranslation } from 'react-i18next';
import { ClaimByCode } from './claim-by-code';
import { RedPacketList } from './red-packet-list';
import { SignInCalendar } from './sign-in-calendar';

export function WelfareCentre() {
  const { t } = useTranslation('welfare');
  return (
    <div className="welfare">
      <h1 className="page-title">{t('title')}</h1>
      <SignInCalendar />
      <RedPacketList />
      <ClaimByCode />
    </div>
  );
}

/** /red: claim a red packet by its code (and the ones open now). */
export function RedPacketPage() {
  const { t } = useTranslation('welfare');
  return (
    <div className="welfare">
      <h1 className="page-title">{t('redTitle')}</h1>
      <ClaimByCode />
      <RedPacketList />
    </div>
  );
}
