// The upgrade game (spec: dream-chasing) in its order: 1. the target, 2. backpack items to stake
// (optional), then the chance (5%–75%) on a slider and a dial, the server's quote, the Upgrade
// button (waiting for a target), the dial landing on the roll and the result the draw recorded.
// The chance is one value (upgrade-chance.ts) that the slider, dial, quote request and attempt all
// use; after an attempt the chance is the one the draw recorded.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  parseAmount,
  type StorageItemResponse,
  type UpgradeItemResponse,
  type UpgradeResultResponse,
} from '@lootledger/contracts';
import { ItemCard } from '@/components/ui/item-card';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useToken } from '@/lib/session';
import { useAttemptUpgrade } from '../api/attempt-upgrade';
import { useUpgradeQuote } from '../api/get-upgrade-quote';
import { formatRate, rtpBasisPoints, upgradeChance, upgradeRule } from '../upgrade-chance';
import { StakePicker } from './stake-picker';
import { TargetPicker } from './target-picker';
import { UpgradeControls } from './upgrade-controls';
import { UpgradeRecords } from './upgrade-records';
import { UpgradeResult } from './upgrade-result';
import { UpgradeSpinner } from './upgrade-spinner';

interface UpgradeGameProps {
  target: UpgradeItemResponse | null;
  onTargetChange: (item: UpgradeItemResponse) => void;
}

const valueOf = (bean: string) => parseAmount(bean) ?? 0n;

export function UpgradeGame({ target, onTargetChange }: UpgradeGameProps) {
  const { t } = useTranslation('upgrade');
  const token = useToken();
  /** The slider's choice (basis points); null: the default, what the stake alone buys. */
  const [chosenRate, setChosenRate] = useState<number | null>(null);
  const [staked, setStaked] = useState<StorageItemResponse[]>([]);
  const [rtp, setRtp] = useState<number | null>(null);
  const [result, setResult] = useState<UpgradeResultResponse | null>(null);
  const [landed, setLanded] = useState(true);

  const stakeValue = staked.reduce((sum, item) => sum + valueOf(item.bean), 0n);
  const chance = upgradeChance({
    targetValue: target ? valueOf(target.bean) : null,
    stakeValue,
    chosenRate,
    rule: upgradeRule(rtp),
  });
  const storageIds = staked.map((item) => item.id);
  const quote = useUpgradeQuote(
    target && chance.ok ? { item_id: target.id, rate: chance.requestRate, storage_ids: storageIds } : null,
  );
  const quotedRtp = rtpBasisPoints(quote.data?.rtp);
  useEffect(() => {
    if (quotedRtp !== null) setRtp(quotedRtp);
  }, [quotedRtp]);

  const attempt = useAttemptUpgrade((answer) => {
    setResult(answer);
    setLanded(false);
    setStaked([]);
    setChosenRate(answer.rate);
  });
  const busy = attempt.isPending || !landed;
  // What the dial and slider show: the recorded chance while a result is up, else the one chance.
  const shownRate = result ? result.rate : chance.ok ? chance.rate : null;

  const go = () => {
    if (!target || !chance.ok) return;
    if (!token) {
      openAuthDialog('login');
      return;
    }
    attempt.mutate({
      item_id: target.id,
      rate: chance.requestRate,
      storage_ids: storageIds.length > 0 ? storageIds : undefined,
    });
  };
  const pickTarget = (item: UpgradeItemResponse) => {
    setResult(null);
    onTargetChange(item);
  };
  const toggleStake = (item: StorageItemResponse) => {
    setResult(null);
    setChosenRate(null);
    setStaked((current) =>
      current.some((other) => other.id === item.id)
        ? current.filter((other) => other.id !== item.id)
        : [...current, item],
    );
  };
  const choose = (rate: number) => {
    setResult(null);
    setChosenRate(rate);
  };

  return (
    <div className="upgrade-game">
      <TargetPicker selectedId={target?.id ?? null} onSelect={pickTarget} />
      <StakePicker
        open={target !== null && rtp !== null}
        staked={staked}
        stakeValue={formatAmount(stakeValue)}
        disabled={busy}
        onToggle={toggleStake}
        onClear={() => {
          setResult(null);
          setChosenRate(null);
          setStaked([]);
        }}
      />
      <section className="upgrade-stage panel" aria-label={t('rate.label')}>
        <div className="upgrade-stage__target" data-testid="upgrade-selected">
          {target ? <ItemCard item={target} compact /> : <p className="muted">{t('selectItem')}</p>}
        </div>
        <UpgradeSpinner
          rate={shownRate ?? 0}
          landing={result ? { key: result.upgrade_id, roll: result.fairness.roll } : null}
          onLanded={() => setLanded(true)}
        >
          <strong data-testid="upgrade-rate" data-rate={shownRate ?? undefined}>
            {shownRate === null ? '—' : formatRate(shownRate)}
          </strong>
          {result && landed && (
            <span className={result.success ? 'upgrade-dial__won' : 'upgrade-dial__lost'}>
              {t('result.roll')} {result.fairness.roll}
            </span>
          )}
        </UpgradeSpinner>
        <UpgradeControls
          chance={chance}
          shownRate={shownRate}
          quote={quote}
          stakedCount={staked.length}
          canGo={target !== null && chance.ok && !busy}
          busy={busy}
          signedIn={token !== null}
          onChoose={choose}
          onGo={go}
        />
        {result && landed && <UpgradeResult result={result} />}
      </section>
      <UpgradeRecords />
    </div>
  );
}
