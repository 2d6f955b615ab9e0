// /active/:id : a box, opening it (its drawn items can be recycled: the backpack's call), its item
// pool and the player's seeds (each opening's draws are logged for the verify page).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OpenedBoxResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, Skeleton } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useRecycleItems } from '@/features/backpack/api/recycle-items';
import { useBox } from '@/features/boxes/api/get-box';
import type { OpenBoxInput } from '@/features/boxes/api/open-box';
import { BoxOpener } from '@/features/boxes/components/box-opener';
import { ItemPool } from '@/features/boxes/components/item-pool';
import { FairnessPanel } from '@/features/fairness/components/fairness-panel';
import { recordOpening } from '@/features/fairness/draw-log';

export function BoxDetailRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('boxes');
  const box = useBox(id);
  const recycle = useRecycleItems();
  // Not found is an answer; any other failure (a 500, the network) offers a retry.
  if (box.isError && !box.isFetching && !(isApiError(box.error) && box.error.status === 404) && !box.data) {
    return <LoadFailed message={box.error.message} onRetry={() => void box.refetch()} />;
  }
  if (box.isPending || (box.isError && box.isFetching)) return <Skeleton shape="block" />;
  if (!box.data) {
    return (
      <EmptyState>
        {t('detail.notFound')} <Link to={paths.home.getHref()}>{t('detail.back')}</Link>
      </EmptyState>
    );
  }
  const detail = box.data;
  const remember = (opened: OpenedBoxResponse, input: OpenBoxInput) =>
    recordOpening({
      open_id: opened.open_id,
      box_id: input.id,
      box_name: detail.name,
      created_at: new Date().toISOString(),
      items: opened.items.map((item) => ({ id: item.id, name: item.name })),
      draws: opened.fairness.map(({ pair_id, server_seed_hash, client_seed, nonce, cursor, ticket }) => ({
        pair_id,
        server_seed_hash,
        client_seed,
        nonce,
        cursor,
        ticket,
      })),
    });
  return (
    <div className="box-detail">
      <header className="box-detail__head">
        <h1 className="page-title">{detail.name}</h1>
        <CoinAmount value={detail.price} className="box-detail__price" />
      </header>
      <BoxOpener box={detail} onOpened={remember} recycleItems={recycle.mutateAsync} />
      <ItemPool items={detail.items} />
      <FairnessPanel />
    </div>
  );
}
