// Opening a box (spec sections 2 and 5): choose 1-5, pay, watch the reels slow down and land on the
// drawn items with a rarity reveal and sound, then keep or sell each item, or open again. Opening
// needs a login. Mute and quick open (no spin) are remembered across visits.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxDetailView, BoxItemView, OpenedBoxResponse, RecycledResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import type { ItemCardData } from '@/components/ui/item-card';
import { MAX_OPEN_COUNT } from '@/config/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import { assetUrl } from '@/lib/asset-url';
import { openAuthDialog } from '@/lib/auth-dialog';
import { multiplyAmount } from '@/lib/money';
import { useToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOpenBox, type OpenBoxInput } from '../api/open-box';
import { useOpeningPreferences } from '../hooks/use-opening-preferences';
import { OpeningSound } from '../opening-sound';
import { grandestReveal } from '@/components/reel/rarity-reveal';
import { buildStrip } from '@/components/reel/reel-geometry';
import { OpenResultDialog } from './open-result-dialog';
import { BoltIcon, OpeningSwitch, SpeakerIcon } from './opening-switch';
import { Reel } from '@/components/reel/reel';
import './opening.css';

export const SPIN_MS = 4_000;
/** After the reels land, the reveal plays this long before the result covers it. */
const REVEAL_PAUSE_MS = { normal: 600, rare: 900, jackpot: 1_800 } as const;

interface BoxOpenerProps {
  box: BoxDetailView;
  onOpened?: (opened: OpenedBoxResponse, input: OpenBoxInput) => void;
  /** Recycles the drawn items from the result dialog (the backpack's call, passed in by the app). */
  recycleItems: (storageIds: string[]) => Promise<RecycledResponse>;
}

interface Spin {
  key: number;
  opened: OpenedBoxResponse;
  strips: ItemCardData[][];
  /** Price of one box when it was opened. */
  price: string;
  /** No spin: quick open or reduced motion at the time of opening. */
  instant: boolean;
}

type Stage = 'spinning' | 'revealing' | 'done';

export function BoxOpener({ box, onOpened, recycleItems }: BoxOpenerProps) {
  const { t } = useTranslation('boxes');
  const token = useToken();
  const [num, setNum] = useState(1);
  const [spin, setSpin] = useState<Spin | null>(null);
  const [stage, setStage] = useState<Stage>('done');
  const [skip, setSkip] = useState(false);
  const [resultOpen, setResultOpen] = useState(false);
  const [preferences, setPreference] = useOpeningPreferences();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const instant = preferences.quickOpen || reducedMotion;
  const landed = useRef(0);
  const spins = useRef(0);
  const revealTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sectionRef = useRef<HTMLElement>(null);
  const mutedRef = useRef(preferences.muted);
  mutedRef.current = preferences.muted;
  const [sound] = useState(() => new OpeningSound(() => mutedRef.current));

  useEffect(
    () => () => {
      clearTimeout(revealTimer.current);
      sound.close();
    },
    [sound],
  );

  const open = useOpenBox((opened, input) => {
    landed.current = 0;
    clearTimeout(revealTimer.current);
    setSkip(false);
    setResultOpen(false);
    setStage('spinning');
    setSpin({
      key: ++spins.current,
      opened,
      strips: opened.items.map((item) => buildStrip<BoxItemView, ItemCardData>(box.items, item)),
      price: box.price,
      instant,
    });
    onOpened?.(opened, input);
  });

  useEffect(() => {
    // The reels replace the cover: bring them (and the controls) into view, on phones especially.
    if (spin) sectionRef.current?.scrollIntoView({ block: 'nearest', behavior: spin.instant ? 'auto' : 'smooth' });
  }, [spin?.key]);

  const total = multiplyAmount(box.price, num);
  const busy = open.isPending || stage !== 'done';

  const start = (count = num) => {
    if (!token) {
      toast.error(t('open.loginFirst'));
      openAuthDialog('login');
      return;
    }
    sound.unlock();
    open.mutate({ id: box.id, num: count });
  };

  const allLanded = (current: Spin) => {
    const reveal = grandestReveal(current.opened.items.map((item) => item.lv));
    sound.reveal(reveal);
    if (current.instant) {
      setStage('done');
      setResultOpen(true);
      return;
    }
    setStage('revealing');
    revealTimer.current = setTimeout(() => {
      setStage('done');
      setResultOpen(true);
    }, REVEAL_PAUSE_MS[reveal]);
  };

  const reelCount = spin ? spin.strips.length : 0;
  return (
    <section className="box-opener" aria-label={t('open.section')} ref={sectionRef}>
      <div
        className={`box-opener__reels${reelCount >= 3 ? ' box-opener__reels--dense' : ''}`}
        data-count={reelCount || undefined}
      >
        {spin ? (
          spin.strips.map((strip, index) => (
            <Reel
              key={`${spin.key}-${index}`}
              strip={strip}
              durationMs={SPIN_MS}
              instant={spin.instant}
              skip={skip}
              onTick={index === 0 ? () => sound.tick() : undefined}
              landedText={t('reel.landed', { name: spin.opened.items[index].name })}
              onLanded={() => {
                landed.current += 1;
                if (landed.current === spin.strips.length) allLanded(spin);
              }}
            />
          ))
        ) : (
          <div className="box-opener__cover">
            <img src={assetUrl(box.cover)} alt="" />
          </div>
        )}
      </div>
      <div className="box-opener__controls">
        <div className="segmented" role="group" aria-label={t('open.count')}>
          {Array.from({ length: MAX_OPEN_COUNT }, (_, index) => index + 1).map((count) => (
            <button
              key={count}
              type="button"
              className="segmented__option"
              aria-pressed={num === count}
              onClick={() => setNum(count)}
              disabled={busy}
            >
              ×{count}
            </button>
          ))}
        </div>
        <button type="button" className="button button--primary button--large" onClick={() => start()} disabled={busy}>
          {t('open.button', { count: num })} <CoinAmount value={total} />
        </button>
        {stage === 'spinning' && !spin?.instant && (
          <button type="button" className="button button--ghost" onClick={() => setSkip(true)}>
            {t('open.skip')}
          </button>
        )}
        <div className="box-opener__settings" role="group" aria-label={t('open.settings')}>
          <OpeningSwitch
            label={t('open.quick')}
            hint={t('open.quickHint')}
            checked={preferences.quickOpen}
            onChange={(value) => setPreference('quickOpen', value)}
            icon={<BoltIcon />}
          />
          <OpeningSwitch
            label={t('open.mute')}
            hint={preferences.muted ? t('open.muteHint') : t('open.soundHint')}
            checked={preferences.muted}
            onChange={(value) => {
              setPreference('muted', value);
              mutedRef.current = value;
              if (!value) sound.unlock();
            }}
            icon={<SpeakerIcon muted={preferences.muted} />}
          />
        </div>
      </div>
      {spin && (
        <OpenResultDialog
          key={spin.key}
          open={resultOpen}
          items={spin.opened.items}
          price={spin.price}
          draws={spin.opened.fairness}
          onClose={() => setResultOpen(false)}
          recycleItems={recycleItems}
          openAgain={{
            count: spin.opened.items.length,
            disabled: busy,
            onClick: () => start(spin.opened.items.length),
          }}
        />
      )}
    </section>
  );
}
