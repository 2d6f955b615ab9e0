// The upgrade's controls: the chance slider (basis points, from what the stake buys up to 75%), the
// server's quote of that chance (its rate, price, stake and coins added) and the Upgrade button,
// which waits for a target and a chance the server will accept.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UpgradeQuoteResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { formatRate, type UpgradeChance } from '../upgrade-chance';

interface UpgradeControlsProps {
  chance: UpgradeChance;
  /** What the slider shows: the chance, or the recorded one while a result is up. */
  shownRate: number | null;
  quote: UseQueryResult<UpgradeQuoteResponse>;
  stakedCount: number;
  canGo: boolean;
  busy: boolean;
  signedIn: boolean;
  onChoose: (rate: number) => void;
  onGo: () => void;
}

export function UpgradeControls(props: UpgradeControlsProps) {
  const { chance, shownRate, quote, stakedCount, canGo, busy, signedIn, onChoose, onGo } = props;
  const { t } = useTranslation('upgrade');
  const current = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  return (
    <div className="upgrade-stage__controls">
      <label className="upgrade-rate">
        <span>{t('rate.label')}</span>
        <input
          type="range"
          min={chance.ok ? chance.min : 0}
          max={chance.ok ? chance.max : 0}
          step={1}
          value={shownRate ?? 0}
          disabled={!chance.ok || busy}
          data-testid="upgrade-rate-slider"
          aria-label={t('rate.label')}
          aria-valuetext={shownRate === null ? undefined : formatRate(shownRate)}
          onChange={(event) => onChoose(Number(event.target.value))}
        />
        <span data-testid="upgrade-rate-slider-value">{shownRate === null ? '—' : formatRate(shownRate)}</span>
      </label>
      {!chance.ok && chance.reason === 'STAKE_TOO_HIGH' && (
        <p className="form-error" role="alert" data-testid="upgrade-stake-too-high">
          {t('stake.tooHigh', { rate: formatRate(chance.rate) })}
        </p>
      )}
      {stakedCount > 0 && chance.ok && <p className="muted">{t('rate.stakeSets')}</p>}
      <dl className="upgrade-quote" data-testid="upgrade-quote" aria-busy={!current && quote.isFetching}>
        <dt>{t('rate.quoted')}</dt>
        <dd data-testid="upgrade-quote-rate" data-rate={current?.rate}>
          {current ? formatRate(current.rate) : '—'}
        </dd>
        <dt>{t('rate.price')}</dt>
        <dd
          data-testid="upgrade-price"
          data-rate={quote.data?.rate}
          aria-busy={quote.isPlaceholderData || quote.isFetching}
        >
          <CoinAmount value={quote.data?.price ?? '—'} />
        </dd>
        {stakedCount > 0 && (
          <>
            <dt>{t('rate.stake')}</dt>
            <dd>
              <CoinAmount value={quote.data?.stake_value ?? '—'} />
            </dd>
            <dt>{t('rate.coins')}</dt>
            <dd data-testid="upgrade-coins">
              <CoinAmount value={quote.data?.coins ?? '—'} />
            </dd>
          </>
        )}
      </dl>
      {quote.isError && (
        <p className="form-error" role="alert">
          {quote.error.message}
        </p>
      )}
      {quote.data && <p className="muted">{t('rate.rtp', { rtp: quote.data.rtp })}</p>}
      <button
        type="button"
        className="button button--primary button--large"
        data-testid="upgrade-go"
        disabled={!canGo}
        onClick={onGo}
      >
        {signedIn ? t('go') : t('loginFirst')}
      </button>
    </div>
  );
}
