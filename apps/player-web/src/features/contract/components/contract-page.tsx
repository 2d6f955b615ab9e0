// The contract page (/002-compound, desktop only): pick 3 to 9 backpack items (a repeat, a tenth or
// too few are refused with the spec's messages), see their total and the possible results with
// their odds and expected value (GET /api/contract/preview), sign, and see the item won.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Spinner } from '@/components/ui/spinner';
import { VerifyLink } from '@/components/ui/verify-link';
import { useIsPhone } from '@/hooks/use-media-query';
import { isApiError } from '@/lib/api-client';
import { sumAmounts } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useBackpackItems } from '../api/get-backpack-items';
import { useContractPreview } from '../api/preview-contract';
import { useSignContract } from '../api/sign-contract';
import { addPick, confirmRefusal, removePick } from '../selection';
import { ContractHistory } from './contract-history';

export function ContractPage() {
  const { t } = useTranslation('contract');
  const isPhone = useIsPhone();
  // Kept here, not in the desk: a passing change of the screen size must not drop the contract.
  const picks = useState<readonly string[]>([]);
  const result = useState<ContractResponse | null>(null);
  if (isPhone) {
    return (
      <section className="panel" aria-labelledby="contract-title">
        <h1 id="contract-title" className="page-title">
          {t('title')}
        </h1>
        <p className="notice" data-testid="contract-desktop-only">
          {t('desktopOnly')}
        </p>
      </section>
    );
  }
  return <ContractDesk picks={picks} result={result} />;
}

type State<T> = [T, (value: T) => void];

function ContractDesk({
  picks: [picked, setPicked],
  result: [won, setWon],
}: {
  picks: State<readonly string[]>;
  result: State<ContractResponse | null>;
}) {
  const { t } = useTranslation('contract');
  const backpack = useBackpackItems();
  const items = backpack.data?.data ?? [];
  const byId = new Map(items.map((item) => [item.id, item]));
  // Items that left the backpack meanwhile (another tab) drop out of the contract.
  const chosen = picked.filter((id) => byId.has(id));
  const preview = useContractPreview(chosen);
  const sign = useSignContract((contract) => {
    setWon(contract);
    setPicked([]);
  });

  const add = (id: string) => {
    const result = addPick(chosen, id);
    if (result.ok) setPicked(result.picked);
    else toast.warning(t(`refusal.${result.refusal}`));
  };
  const confirm = () => {
    const refusal = confirmRefusal(chosen);
    if (refusal) {
      toast.warning(t(`refusal.${refusal}`));
      return;
    }
    sign.mutate(chosen);
  };
  const total = sumAmounts(chosen.map((id) => byId.get(id)!.bean));

  return (
    <div className="contract">
      <header className="contract__head">
        <h1 className="page-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>

      {won && (
        <section
          className="panel contract__result"
          aria-labelledby="contract-result-title"
          data-testid="contract-result"
        >
          <h2 id="contract-result-title" className="section-title">
            {t('result.title')}
          </h2>
          <div
            className="contract__won"
            data-testid="contract-won"
            data-item-id={won.item.id}
            data-storage-id={won.storage_id}
          >
            <ItemCard item={won.item}>
              <span className="muted">{t('result.fairness', { nonce: won.fairness.nonce, ticket: won.ticket })}</span>
              <VerifyLink pairId={won.fairness.pair_id} nonce={won.fairness.nonce} />
            </ItemCard>
          </div>
          <button type="button" className="button button--secondary" onClick={() => setWon(null)}>
            {t('result.again')}
          </button>
        </section>
      )}

      <section className="panel" aria-labelledby="contract-picked-title">
        <div className="panel__head">
          <h2 id="contract-picked-title" className="section-title">
            {t('picked', { count: chosen.length })}
          </h2>
          <span data-testid="contract-total">
            {t('total')} <CoinAmount value={total} />
          </span>
        </div>
        {chosen.length === 0 ? (
          <p className="muted">{t('pickedEmpty')}</p>
        ) : (
          <ul className="item-grid" data-testid="contract-picked">
            {chosen.map((id) => (
              <li key={id}>
                <ItemCard item={byId.get(id)!} compact>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setPicked(removePick(chosen, id))}
                    data-testid="contract-remove"
                  >
                    {t('remove')}
                  </button>
                </ItemCard>
              </li>
            ))}
          </ul>
        )}
        <div className="toolbar">
          <button
            type="button"
            className="button button--primary"
            onClick={confirm}
            disabled={sign.isPending}
            data-testid="contract-confirm"
          >
            {sign.isPending ? t('signing') : t('confirm')}
          </button>
        </div>
      </section>

      <section className="panel" aria-labelledby="contract-preview-title" data-testid="contract-preview">
        <div className="panel__head">
          <h2 id="contract-preview-title" className="section-title">
            {t('results')}
          </h2>
          {preview.data && chosen.length >= 3 && (
            <span data-testid="contract-expected">
              {t('expected')} <CoinAmount value={preview.data.expected} />
            </span>
          )}
        </div>
        {chosen.length < 3 ? (
          <p className="muted">{t('previewHint')}</p>
        ) : preview.isError && isApiError(preview.error, 'CONTRACT_NO_POOL') ? (
          <p className="notice" role="alert">
            {t('noPool')}
          </p>
        ) : preview.data ? (
          <ul className="item-grid">
            {preview.data.items.map((item) => (
              <li key={item.id} data-testid="contract-outcome" data-item-id={item.id}>
                <ItemCard item={item} compact>
                  <span className="muted">
                    {t('odds')} {item.odds}%
                  </span>
                </ItemCard>
              </li>
            ))}
          </ul>
        ) : (
          <Spinner />
        )}
      </section>

      <section className="panel" aria-labelledby="contract-backpack-title">
        <h2 id="contract-backpack-title" className="section-title">
          {t('backpack')}
        </h2>
        {backpack.isPending ? (
          <Spinner />
        ) : items.length === 0 ? (
          <EmptyState>{t('backpackEmpty')}</EmptyState>
        ) : (
          <ul className="item-grid" data-testid="contract-backpack">
            {items.map((item) => (
              <li key={item.id} data-storage-id={item.id}>
                <ItemCard item={item} compact>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => add(item.id)}
                    aria-pressed={chosen.includes(item.id)}
                    data-testid="contract-add"
                  >
                    {t('add')}
                  </button>
                </ItemCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ContractHistory />
    </div>
  );
}
