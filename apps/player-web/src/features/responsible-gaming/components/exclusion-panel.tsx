// Cool-off (24 h – 6 weeks) and self-exclusion (6 months – 5 years, or permanent): the one in force,
// or a choice of lengths; starting one asks for confirmation. A longer one may replace the one in
// force; shorter choices are not offered (the API refuses them too).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveExclusionView } from '@lootledger/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStartExclusion, type ExclusionChoice } from '../api/start-exclusion';
import { formatWhen } from '../format';

interface Option {
  id: string;
  choice: ExclusionChoice;
  /** Hours it lasts (Infinity: permanent). */
  hours: number;
}

const COOL_OFFS: Option[] = [24, 72, 168, 1008].map((hours) => ({
  id: `cool-${hours}`,
  choice: { cool_off_hours: hours },
  hours,
}));
const EXCLUSIONS: Option[] = [
  ...[183, 365, 730, 1825].map((days) => ({ id: `self-${days}`, choice: { days }, hours: days * 24 })),
  { id: 'self-permanent', choice: { permanent: true }, hours: Number.POSITIVE_INFINITY },
];

export function ExclusionPanel({ exclusion }: { exclusion: ActiveExclusionView | null }) {
  const { t, i18n } = useTranslation('responsibleGaming');
  const start = useStartExclusion();
  const [selected, setSelected] = useState<Option | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remainingHours =
    exclusion === null
      ? 0
      : exclusion.until === null
        ? Number.POSITIVE_INFINITY
        : (Date.parse(exclusion.until) - Date.now()) / 3_600_000;

  function label(option: Option): string {
    if ('permanent' in option.choice) return t('exclusion.permanent');
    if ('cool_off_hours' in option.choice) {
      const hours = option.choice.cool_off_hours;
      return hours >= 168 ? t('exclusion.weeks', { count: hours / 168 }) : t('exclusion.hours', { count: hours });
    }
    const days = option.choice.days;
    return days < 365 ? t('exclusion.months', { count: 6 }) : t('exclusion.years', { count: Math.round(days / 365) });
  }

  const untilOf = (option: Option) =>
    formatWhen(new Date(Date.now() + option.hours * 3_600_000).toISOString(), i18n.language);

  function renderGroup(title: string, options: Option[]) {
    return (
      <fieldset className="rg-choices">
        <legend>{title}</legend>
        {options.map((option) => (
          <label key={option.id} className="rg-choice">
            <input
              type="radio"
              name="rg-exclusion"
              value={option.id}
              disabled={option.hours <= remainingHours}
              checked={selected?.id === option.id}
              onChange={() => setSelected(option)}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <section className="panel rg-section" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title" className="rg-section__title">
        {t('exclusion.title')}
      </h2>
      <p className="muted">{t('exclusion.explain')}</p>
      {exclusion && (
        <p className="rg-active" data-testid="rg-exclusion-active">
          {exclusion.until === null
            ? t('exclusion.activePermanent')
            : t(exclusion.kind === 'cool_off' ? 'exclusion.activeCoolOff' : 'exclusion.activeSelfExclusion', {
                until: formatWhen(exclusion.until, i18n.language),
              })}{' '}
          {exclusion.until !== null && t('exclusion.extend')}
        </p>
      )}
      {remainingHours !== Number.POSITIVE_INFINITY && (
        <div className="rg-exclusion-form">
          {renderGroup(t('exclusion.coolOff'), COOL_OFFS)}
          {renderGroup(t('exclusion.selfExclusion'), EXCLUSIONS)}
          <button
            type="button"
            className="button button--danger rg-danger"
            disabled={selected === null || start.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('exclusion.start')}
          </button>
        </div>
      )}
      {selected && (
        <ConfirmDialog
          open={confirming}
          title={t('exclusion.confirmTitle')}
          confirmLabel={t('exclusion.confirm')}
          busy={start.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            start.mutate(selected.choice, {
              onSettled: () => {
                setConfirming(false);
                setSelected(null);
              },
            })
          }
        >
          <p>
            {'permanent' in selected.choice
              ? t('exclusion.confirmPermanent')
              : t('exclusion.confirmText', { until: untilOf(selected) })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
