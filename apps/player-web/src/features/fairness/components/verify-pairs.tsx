// "Verify everything" on /fairness: the player's active pair (copy its hash and client seed, reveal
// it and start a new one), the revealed pairs, and one click to recompute every draw of a pair in
// this browser with libs/fairness, whatever the game and wherever it was made
// (GET /api/fairness/pairs/{pair_id}/draws). ?pair=<id>&nonce=<n> (a result's "Verify" link)
// opens that pair with the draw marked.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairDrawResponse } from '@lootledger/contracts';
import type { VerifyResult } from '@lootledger/fairness';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import type { PairDrawRules } from '@/lib/feature-registration';
import { useToken } from '@/lib/session';
import { useFairness } from '../api/get-fairness';
import { useFairnessHistory } from '../api/get-fairness-history';
import { usePairDraws } from '../api/get-pair-draws';
import { useRotateFairness } from '../api/rotate-fairness';
import { describePairDraw, verifyPairDraw } from '../verify-pair';
import './verify-pairs.css';

interface Props {
  /** The pair shown (from the URL), or null. */
  pairId: string | null;
  /** The draw a "Verify" link pointed at. */
  nonce: number | null;
  onSelect: (pairId: string, verifyNow: boolean) => void;
  /** Verify all draws as soon as they load (the pair was chosen with "Verify all draws"). */
  verifyNow: boolean;
  /** The rules of the games' draws that their features register. */
  rules: PairDrawRules;
}

export function VerifyPairs({ pairId, nonce, onSelect, verifyNow, rules }: Props) {
  const { t } = useTranslation('fairness');
  return (
    <section className="panel verify-pairs" aria-labelledby="verify-pairs-title">
      <h2 id="verify-pairs-title" className="section-title">
        {t('pairs.title')}
      </h2>
      <p className="muted">{t('pairs.intro')}</p>
      <ActivePair onRevealed={(revealed) => onSelect(revealed, true)} />
      {pairId && (
        <PairDraws
          key={pairId}
          pairId={pairId}
          nonce={nonce}
          verifyNow={verifyNow}
          rules={rules}
          onRevealed={(revealed) => onSelect(revealed, true)}
        />
      )}
      <RevealedPairs selected={pairId} onSelect={(id) => onSelect(id, true)} />
    </section>
  );
}

function ActivePair({ onRevealed }: { onRevealed: (pairId: string) => void }) {
  const { t } = useTranslation('fairness');
  const token = useToken();
  const fairness = useFairness();
  if (!token) return <p className="muted">{t('panel.signedOut')}</p>;
  if (!fairness.data) return <Spinner />;
  return (
    <div className="seed-pair" data-testid="active-pair">
      <h3 className="seed-pair__title">{t('pairs.active')}</h3>
      <dl className="seed-facts">
        <dt>{t('panel.serverSeedHash')}</dt>
        <dd>
          <span className="mono" data-testid="active-hash">
            {fairness.data.server_seed_hash}
          </span>
          <CopyButton value={fairness.data.server_seed_hash} label={t('pairs.copyHash')} />
        </dd>
        <dt>{t('panel.clientSeed')}</dt>
        <dd>
          <span className="mono" data-testid="active-client-seed">
            {fairness.data.client_seed}
          </span>
          <CopyButton value={fairness.data.client_seed} label={t('pairs.copyClientSeed')} />
        </dd>
        <dt>{t('pairs.drawsServed')}</dt>
        <dd className="mono" data-testid="active-nonce">
          {fairness.data.nonce}
        </dd>
      </dl>
      <RotateButton onRevealed={onRevealed} />
    </div>
  );
}

function RotateButton({ onRevealed }: { onRevealed: (pairId: string) => void }) {
  const { t } = useTranslation('fairness');
  const rotate = useRotateFairness();
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={rotate.isPending}
      onClick={() =>
        // mutateAsync: this button may unmount once the pair's draws load, and the page must still
        // learn which pair was revealed. A refusal is already toasted by the API client.
        rotate.mutateAsync(undefined).then(
          (rotated) => {
            if (rotated.revealed) onRevealed(rotated.revealed.pair_id);
          },
          () => undefined,
        )
      }
    >
      {t('pairs.rotate')}
    </button>
  );
}

type Checked = { draw: PairDrawResponse; result: VerifyResult };

function PairDraws({
  pairId,
  nonce,
  verifyNow,
  rules,
  onRevealed,
}: {
  pairId: string;
  nonce: number | null;
  verifyNow: boolean;
  rules: PairDrawRules;
  onRevealed: (pairId: string) => void;
}) {
  const { t } = useTranslation('fairness');
  const token = useToken();
  const draws = usePairDraws(pairId);
  const [checked, setChecked] = useState<Checked[] | null>(null);
  const marked = useRef<HTMLLIElement | null>(null);

  const verifyAll = (list: PairDrawResponse[]) =>
    setChecked(list.map((draw) => ({ draw, result: verifyPairDraw(draw, rules) })));
  useEffect(() => {
    if (verifyNow && draws.data && checked === null) verifyAll(draws.data);
  }, [verifyNow, draws.data, checked]);
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'nearest' });
  }, [draws.data]);

  const failures = useMemo(() => checked?.filter((entry) => !entry.result.ok).length ?? 0, [checked]);

  if (draws.isPending) return <Spinner />;
  if (draws.isError) {
    const notRevealed = isApiError(draws.error, 'SEED_PAIR_NOT_REVEALED');
    return (
      <div className="seed-pair seed-pair--pending" data-testid="pair-not-revealed">
        <p role="status">{draws.error.message}</p>
        {notRevealed && token && <RotateButton onRevealed={onRevealed} />}
      </div>
    );
  }
  const first = draws.data[0];
  return (
    <div className="seed-pair" data-testid="pair-draws">
      <h3 className="seed-pair__title">{t('pairs.pair', { id: pairId })}</h3>
      {first && (
        <dl className="seed-facts">
          <dt>{t('pairs.revealedSeed')}</dt>
          <dd>
            <span className="mono" data-testid="revealed-seed">
              {first.server_seed}
            </span>
            <CopyButton value={first.server_seed} label={t('pairs.copyRevealedSeed')} />
          </dd>
          <dt>{t('panel.serverSeedHash')}</dt>
          <dd>
            <span className="mono">{first.server_seed_hash}</span>
            <CopyButton value={first.server_seed_hash} label={t('pairs.copyPairHash')} />
          </dd>
          <dt>{t('panel.clientSeed')}</dt>
          <dd>
            <span className="mono">{first.client_seed}</span>
            <CopyButton value={first.client_seed} label={t('pairs.copyPairClientSeed')} />
          </dd>
        </dl>
      )}
      {draws.data.length === 0 ? (
        <EmptyState>{t('pairs.noDraws')}</EmptyState>
      ) : (
        <>
          <div className="pair-draws__actions">
            <button type="button" className="button button--primary" onClick={() => verifyAll(draws.data)}>
              {t('pairs.verifyAll', { count: draws.data.length })}
            </button>
            {checked && (
              <span
                className={`badge ${failures === 0 ? 'badge--success' : 'badge--danger'}`}
                role="status"
                data-testid="pair-summary"
              >
                {failures === 0
                  ? t('pairs.allOk', { count: checked.length })
                  : t('pairs.someBad', { count: failures, total: checked.length })}
              </span>
            )}
          </div>
          <ol className="pair-draws">
            {draws.data.map((draw, index) => {
              const result = checked?.[index]?.result;
              const isMarked = draw.nonce === nonce;
              return (
                <li
                  key={`${draw.nonce}-${draw.cursor}`}
                  ref={isMarked ? marked : undefined}
                  className={`pair-draw${isMarked ? ' pair-draw--marked' : ''}`}
                  data-testid="pair-draw"
                  data-nonce={draw.nonce}
                  aria-current={isMarked ? 'true' : undefined}
                >
                  <span className="pair-draw__nonce mono">#{draw.nonce}</span>
                  <span className="pair-draw__game">{t(`pairs.games.${draw.game}`)}</span>
                  <span className="pair-draw__result mono">{describePairDraw(draw, rules, t)}</span>
                  <span className="pair-draw__status">
                    {result ? (
                      result.ok ? (
                        <span className="badge badge--success">{t('pairs.ok')}</span>
                      ) : (
                        <span className="badge badge--danger" title={result.detail}>
                          {t('pairs.mismatch')}
                        </span>
                      )
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}

function RevealedPairs({ selected, onSelect }: { selected: string | null; onSelect: (pairId: string) => void }) {
  const { t, i18n } = useTranslation('fairness');
  const token = useToken();
  const history = useFairnessHistory(1);
  if (!token) return null;
  const pairs = history.data?.data ?? [];
  return (
    <div className="revealed-pairs">
      <h3 className="seed-pair__title">{t('pairs.revealedTitle')}</h3>
      {pairs.length === 0 ? (
        <p className="muted">{t('pairs.noneRevealed')}</p>
      ) : (
        <ul className="revealed-pairs__list">
          {pairs.map((pair) => (
            <li
              key={pair.pair_id}
              className={`revealed-pair${pair.pair_id === selected ? ' revealed-pair--selected' : ''}`}
              data-testid="revealed-pair"
            >
              <span className="mono revealed-pair__hash" title={pair.server_seed_hash}>
                {pair.server_seed_hash.slice(0, 16)}…
              </span>
              <span className="muted">{t('pairs.draws', { count: pair.nonce })}</span>
              <span className="muted">{new Date(pair.revealed_at).toLocaleString(i18n.language)}</span>
              <button type="button" className="button button--secondary" onClick={() => onSelect(pair.pair_id)}>
                {t('pairs.verifyPair')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
