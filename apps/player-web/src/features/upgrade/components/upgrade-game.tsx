// The upgrade game (spec: dream-chasing): the chosen target, the success rate (5%–75%) with its
// price from the server's quote, optional backpack items staked (the app passes them in: the
// backpack is another feature), the dial landing on the roll, the result and its draw.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UpgradeItemResponse, UpgradeResultResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { ItemCard, type ItemCardData } from '@/components/ui/item-card';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAttemptUpgrade } from '../api/attempt-upgrade';
import { useUpgradeQuote } from '../api/get-upgrade-quote';
import { TargetPicker } from './target-picker';
import { UpgradeRecords } from './upgrade-records';
import { UpgradeSpinner } from './upgrade-spinner';

export const MIN_RATE_PERCENT = 5;
export const MAX_RATE_PERCENT = 75;

export interface StakeableItem extends ItemCardData {
  /** The storage id. */
  id: string;
}

interface UpgradeGameProps {
  target: UpgradeItemResponse | null;
  onTargetChange: (item: UpgradeItemResponse) => void;
  /** The player's backpack items that may be staked (empty when logged out). */
  stakeable: readonly StakeableItem[];
}

export function UpgradeGame({ target, onTargetChange, stakeable }: UpgradeGameProps) {
  const { t } = useTranslation('upgrade');
  const token = useToken();
  const [percent, setPercent] = useState(50);
  const [staked, setStaked] = useState<string[]>([]);
  const [rateWithStake, setRateWithStake] = useState(false);
  const [result, setResult] = useState<UpgradeResultResponse | null>(null);
  const [landed, setLanded] = useState(true);

  const byStake = staked.length > 0 && !rateWithStake;
  const quote = useUpgradeQuote(
    target ? { item_id: target.id, rate: byStake ? undefined : percent * 100, storage_ids: staked } : null,
  );
  const attempt = useAttemptUpgrade((answer) => {
    setResult(answer);
    setLanded(false);
    setStaked([]);
  });
  const shownRate = byStake ? (quote.data?.rate ?? 0) : percent * 100;

  const go = () => {
    if (!token) {
      toast.error(t('loginFirst'));
      openAuthDialog('login');
      return;
    }
    if (!target) {
      toast.error(t('selectItem'));
      return;
    }
    if (!byStake && percent < MIN_RATE_PERCENT) {
      toast.error(t('rateTooLow'));
      return;
    }
    attempt.mutate({
      item_id: target.id,
      rate: byStake ? undefined : percent * 100,
      storage_ids: staked.length > 0 ? staked : undefined,
    });
  };

  const toggle = (id: string) =>
    setStaked((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  const busy = attempt.isPending || !landed;
  return (
    <div className="upgrade-game">
      <section className="upgrade-stage panel">
        <div className="upgrade-stage__target" data-testid="upgrade-selected">
          {target ? <ItemCard item={target} /> : <p className="muted">{t('selectItem')}</p>}
        </div>
        <UpgradeSpinner
          rate={result && !landed ? result.rate : shownRate}
          landing={result ? { key: result.upgrade_id, roll: result.fairness.roll } : null}
          onLanded={() => setLanded(true)}
        >
          <strong data-testid="upgrade-rate">{(shownRate / 100).toFixed(2)}%</strong>
          {result && landed && (
            <span className={result.success ? 'upgrade-dial__won' : 'upgrade-dial__lost'}>
              {t('result.roll')} {result.fairness.roll}
            </span>
          )}
        </UpgradeSpinner>
        <div className="upgrade-stage__controls">
          <label className="upgrade-rate">
            <span>{t('rate.label')}</span>
            <input
              type="range"
              min={MIN_RATE_PERCENT}
              max={MAX_RATE_PERCENT}
              step={1}
              value={percent}
              disabled={byStake || busy}
              data-testid="upgrade-rate-slider"
              aria-label={t('rate.label')}
              onChange={(event) => setPercent(Number(event.target.value))}
            />
            <span>{percent}%</span>
          </label>
          <dl className="upgrade-quote">
            <dt>{t('rate.price')}</dt>
            <dd
              data-testid="upgrade-price"
              data-rate={quote.data?.rate}
              aria-busy={quote.isPlaceholderData || quote.isFetching}
            >
              <CoinAmount value={quote.data?.price ?? '—'} />
            </dd>
            {staked.length > 0 && (
              <>
                <dt>{t('rate.stake')}</dt>
                <dd>
                  <CoinAmount value={quote.data?.stake_value ?? '—'} />
                </dd>
                <dt>{t('rate.coins')}</dt>
                <dd>
                  <CoinAmount value={quote.data?.coins ?? '—'} />
                </dd>
              </>
            )}
          </dl>
          {quote.data && <p className="muted">{t('rate.rtp', { rtp: quote.data.rtp })}</p>}
          <button
            type="button"
            className="button button--primary button--large"
            data-testid="upgrade-go"
            disabled={busy}
            onClick={go}
          >
            {token ? t('go') : t('loginFirst')}
          </button>
        </div>
        {result && landed && (
          <div className="upgrade-result" role="status" data-testid="upgrade-result" data-success={result.success}>
            <p>
              {result.success
                ? t('result.success', { name: result.item.name })
                : t('result.failure', { roll: result.fairness.roll, rate: result.rate })}
            </p>
            <dl className="upgrade-result__draw">
              <dt>{t('fairness.seedHash')}</dt>
              <dd className="mono">{result.fairness.server_seed_hash}</dd>
              <dt>{t('fairness.clientSeed')}</dt>
              <dd className="mono">{result.fairness.client_seed}</dd>
              <dt>{t('fairness.nonce')}</dt>
              <dd data-testid="upgrade-nonce">{result.fairness.nonce}</dd>
              <dt>{t('result.roll')}</dt>
              <dd data-testid="upgrade-roll">{result.fairness.roll}</dd>
            </dl>
            <Link
              to={paths.fairness.getHref({}, { pair: result.fairness.pair_id, nonce: result.fairness.nonce })}
              data-testid="verify-link"
            >
              {t('fairness.verify')}
            </Link>
          </div>
        )}
      </section>

      <section className="upgrade-stake panel" aria-label={t('stake.title')}>
        <h2 className="section-title">{t('stake.title')}</h2>
        {!token && <p className="muted">{t('stake.loginFirst')}</p>}
        {token && stakeable.length === 0 && <p className="muted">{t('stake.none')}</p>}
        {staked.length > 0 && (
          <label className="checkbox-line">
            <input
              type="checkbox"
              checked={rateWithStake}
              onChange={(event) => setRateWithStake(event.target.checked)}
            />
            {rateWithStake ? t('rate.useRate') : t('rate.byStake')}
          </label>
        )}
        <div className="upgrade-picker__grid">
          {stakeable.map((item) => (
            <button
              key={item.id}
              type="button"
              className="upgrade-picker__item"
              aria-pressed={staked.includes(item.id)}
              data-testid="upgrade-stake-item"
              onClick={() => toggle(item.id)}
              disabled={busy}
            >
              <ItemCard item={item} compact />
            </button>
          ))}
        </div>
      </section>

      <TargetPicker selectedId={target?.id ?? null} onSelect={onTargetChange} />
      <UpgradeRecords />
    </div>
  );
}
