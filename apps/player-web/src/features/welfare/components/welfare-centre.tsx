// /002-welfare: the welfare centre — the sign-in streak, the month progress, red packets to claim,
// the claim-by-code box, and the ways into the daily free boxes and the task centre (no menu on a
// desktop lists either).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FreeBoxShelf } from '@/components/free-box-shelf';
import { paths } from '@/config/paths';
import { ClaimByCode } from './claim-by-code';
import { RedPacketList } from './red-packet-list';
import { SignInCalendar } from './sign-in-calendar';

export function WelfareCentre() {
  const { t } = useTranslation('welfare');
  return (
    <div className="welfare">
      <h1 className="page-title">{t('title')}</h1>
      <SignInCalendar />
      <FreeBoxShelf />
      <p>
        <Link to={paths.taskCentre.getHref()}>{t('tasksLink')}</Link>
      </p>
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
