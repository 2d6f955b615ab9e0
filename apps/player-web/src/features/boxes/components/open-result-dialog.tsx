// The result of an opening: the items drawn, to keep (they are in the backpack already) or recycle.
// Recycling is the backpack's call: the app passes it in.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DrawResponse, OpenedItemResponse, RecycledResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Dialog } from '@/components/ui/dialog';
import { ItemCard } from '@/components/ui/item-card';
import { VerifyLink } from '@/components/ui/verify-link';
import { sumAmounts } from '@/lib/money';
import { toast } from '@/lib/toast';

interface OpenResultDialogProps {
  open: boolean;
  items: readonly OpenedItemResponse[];
  /** Each item's draw (same order): its "Verify" link opens the pair on /fairness. */
  draws?: readonly Pick<DrawResponse, 'pair_id' | 'nonce'>[];
  onClose: () => void;
  /** Recycles backpack items for coins (POST /api/cash). */
  recycleItems: (storageIds: string[]) => Promise<RecycledResponse>;
}

export function OpenResultDialog({ open, items, draws, onClose, recycleItems }: OpenResultDialogProps) {
  const { t } = useTranslation('boxes');
  const recycle = useMutation({
    mutationFn: recycleItems,
    onSuccess: (recycled) => {
      toast.success(t('result.recycled', { amount: recycled.bean }));
      onClose();
    },
  });
  const total = sumAmounts(items.map((item) => item.bean));
  return (
    <Dialog open={open} title={t('result.title')} onClose={onClose} size="large">
      <ul className="result-grid" aria-label={t('result.items')}>
        {items.map((item, index) => (
          <li key={item.storage_id}>
            <ItemCard item={item} />
            {draws?.[index] && <VerifyLink pairId={draws[index].pair_id} nonce={draws[index].nonce} />}
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={recycle.isPending}>
          {t('result.keep')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => recycle.mutate(items.map((item) => item.storage_id))}
          disabled={recycle.isPending}
        >
          {t('result.recycle')} <CoinAmount value={total} />
        </button>
      </div>
    </Dialog>
  );
}
