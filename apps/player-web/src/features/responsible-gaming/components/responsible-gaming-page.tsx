// /user/responsible-gaming: the player's own rules — deposit limits, cool-off and self-exclusion,
// session reminders — and the monthly activity statement.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useActivityStatement } from '../api/get-activity-statement';
import { useExclusion } from '../api/get-exclusion';
import { useLimits } from '../api/get-limits';
import { ActivityStatementTable } from './activity-statement';
import { DepositLimitsForm } from './deposit-limits-form';
import { ExclusionPanel } from './exclusion-panel';
import { SessionReminderForm } from './session-reminder-form';
import './responsible-gaming.css';

export function ResponsibleGamingPage() {
  const { t } = useTranslation('responsibleGaming');
  const exclusion = useExclusion();
  const limits = useLimits();
  const statement = useActivityStatement();
  return (
    <div className="rg-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      {limits.data ? <DepositLimitsForm limits={limits.data} /> : <Spinner />}
      {exclusion.isSuccess ? <ExclusionPanel exclusion={exclusion.data ?? null} /> : <Spinner />}
      <SessionReminderForm />
      {statement.data && <ActivityStatementTable months={statement.data.months} />}
    </div>
  );
}
