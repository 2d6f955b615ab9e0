// Opening a box (spec sections 2 and 5): choose 1-5, pay, watch the reels land on the drawn items,
// then keep them or recycle them. Opening needs a login.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxDetailView, BoxItemView, OpenedBoxResponse, RecycledResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import type { ItemCardData } from '@/components/ui/item-card';
import { MAX_OPEN_COUNT } from '@/config/constants';
import { assetUrl } from '@/lib/asset-url';
import { openAuthDialog } from '@/lib/auth-dialog';
import { multiplyAmount } from '@/lib/money';
import { useToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOpenBox, type OpenBoxInput } from '../api/open-box';
import { buildStrip } from '../reel';
import { OpenResultDialog } from './open-result-dialog';
import { Reel } from './reel';

export const SPIN_MS = 4_000;

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
}

export function BoxOpener({ box, onOpened, recycleItems }: BoxOpenerProps) {
  const { t } = useTranslation('boxes');
  const token = useToken();
  const [num, setNum] = useState(1);
  const [spin, setSpin] = useState<Spin | null>(null);
  const [skip, setSkip] = useState(false);
  const [resultOpen, setResultOpen] = useState(false);
  const landed = useRef(0);
  const spins = useRef(0);

  const open = useOpenBox((opened, input) => {
    landed.current = 0;
    setSkip(false);
    setResultOpen(false);
    setSpin({
      key: ++spins.current,
      opened,
      strips: opened.items.map((item) => buildStrip<BoxItemView, ItemCardData>(box.items, item)),
    });
    onOpened?.(opened, input);
  });

  const total = multiplyAmount(box.price, num);
  const spinning = spin !== null && !resultOpen && landed.current < spin.strips.length;

  const start = () => {
    if (!token) {
      toast.error(t('open.loginFirst'));
      openAuthDialog('login');
      return;
    }
    open.mutate({ id: box.id, num });
  };

  return (
    <section className="box-opener" aria-label={t('open.section')}>
      <div className="box-opener__reels">
        {spin ? (
          spin.strips.map((strip, index) => (
            <Reel
              key={`${spin.key}-${index}`}
              strip={strip}
              durationMs={SPIN_MS}
              skip={skip}
              onLanded={() => {
                landed.current += 1;
                if (landed.current === spin.strips.length) setResultOpen(true);
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
              disabled={open.isPending || spinning}
            >
              ×{count}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={start}
          disabled={open.isPending || spinning}
        >
          {t('open.button', { count: num })} <CoinAmount value={total} />
        </button>
        {spinning && (
          <button type="button" className="button button--ghost" onClick={() => setSkip(true)}>
            {t('open.skip')}
          </button>
        )}
      </div>
      {spin && (
        <OpenResultDialog
          open={resultOpen}
          items={spin.opened.items}
          draws={spin.opened.fairness}
          onClose={() => setResultOpen(false)}
          recycleItems={recycleItems}
        />
      )}
    </section>
  );
}
