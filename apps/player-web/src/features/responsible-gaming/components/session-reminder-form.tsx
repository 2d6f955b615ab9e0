// How often the session reminder comes (minutes of play), or never.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useSessionReminder } from '../api/get-session-reminder';
import { useSetSessionReminder } from '../api/set-session-reminder';

const CHOICES = [15, 30, 60, 120];

export function SessionReminderForm() {
  const { t } = useTranslation('responsibleGaming');
  const id = useId();
  const reminder = useSessionReminder();
  const setReminder = useSetSessionReminder();
  const current = reminder.data?.every_minutes ?? null;
  return (
    <section className="panel rg-section" aria-labelledby="rg-reminder-title">
      <h2 id="rg-reminder-title" className="rg-section__title">
        {t('reminder.title')}
      </h2>
      <p className="muted">{t('reminder.explain')}</p>
      <div className="field field--inline">
        <label htmlFor={id} className="field__label">
          {t('reminder.label')}
        </label>
        <select
          id={id}
          className="input rg-select"
          value={current === null ? '' : String(current)}
          disabled={reminder.isPending || setReminder.isPending}
          onChange={(event) => setReminder.mutate(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('reminder.off')}</option>
          {[...new Set([...CHOICES, ...(current === null ? [] : [current])])]
            .sort((a, b) => a - b)
            .map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('reminder.every', { count: minutes })}
              </option>
            ))}
        </select>
      </div>
    </section>
  );
}
