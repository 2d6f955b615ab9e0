// The deposit limits: day, week, month (empty: no limit). Lowering applies at once, raising or
// removing after 24 h: the pending changes are listed with the time they apply.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, parseAmount, type DepositLimitPeriod, type DepositLimitsView } from '@lootledger/contracts';
import { TextField } from '@/components/ui/text-field';
import { useSetLimits, type LimitChanges } from '../api/set-limits';
import { formatWhen } from '../format';

const PERIODS: readonly DepositLimitPeriod[] = ['day', 'week', 'month'];
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const fieldsOf = (limits: DepositLimitsView): Record<DepositLimitPeriod, string> => ({
  day: limits.day ?? '',
  week: limits.week ?? '',
  month: limits.month ?? '',
});

export function DepositLimitsForm({ limits }: { limits: DepositLimitsView }) {
  const { t, i18n } = useTranslation('responsibleGaming');
  const setLimits = useSetLimits();
  const [values, setValues] = useState<Record<DepositLimitPeriod, string>>({ day: '', week: '', month: '' });
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setValues(fieldsOf(limits));
  }, [limits]);

  function save(event: FormEvent) {
    event.preventDefault();
    const changes: LimitChanges = {};
    for (const period of PERIODS) {
      const text = values[period].trim();
      if (text !== '' && !AMOUNT.test(text)) {
        setInvalid(true);
        return;
      }
      // The API takes exactly two decimals (contract section 3): "100" is sent as "100.00".
      const wanted = text === '' ? null : formatAmount(parseAmount(text)!);
      const current = limits[period];
      if (wanted === null ? current !== null : current === null || Number(wanted) !== Number(current)) {
        changes[period] = wanted;
      }
    }
    setInvalid(false);
    // The fields then show the limits in force again (a raise waits in the pending list).
    if (Object.keys(changes).length > 0)
      setLimits.mutate(changes, { onSuccess: (saved) => setValues(fieldsOf(saved)) });
  }

  return (
    <section className="panel rg-section" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title" className="rg-section__title">
        {t('limits.title')}
      </h2>
      <form className="rg-limits" onSubmit={save} noValidate>
        {PERIODS.map((period) => (
          <div key={period} className="rg-limits__period">
            <TextField
              label={t(`limits.${period}`)}
              value={values[period]}
              onChange={(value) => setValues((current) => ({ ...current, [period]: value }))}
              placeholder={t('limits.placeholder')}
              inputMode="decimal"
              name={`limit-${period}`}
            />
            <p className="muted small">{t('limits.deposited', { amount: limits.deposited[period] })}</p>
          </div>
        ))}
        {invalid && (
          <p className="field__error" role="alert">
            {t('limits.invalid')}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={setLimits.isPending}>
          {t('limits.save')}
        </button>
      </form>
      {limits.pending.length > 0 && (
        <div className="rg-pending" data-testid="rg-pending">
          <h3 className="rg-pending__title">{t('limits.pendingTitle')}</h3>
          <ul>
            {limits.pending.map((pending) => (
              <li key={pending.period}>
                {t('limits.pending', {
                  period: t(`limits.${pending.period}`),
                  amount: pending.amount ?? t('limits.removal'),
                  at: formatWhen(pending.effective_at, i18n.language),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
