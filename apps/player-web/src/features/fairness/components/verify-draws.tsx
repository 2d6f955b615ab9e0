// The verify page (/fairness): recompute any draw from its revealed server seed in the browser, and
// check the draws of this browser's recent openings against the seeds the API has revealed. The boxes
// and their pools come from the boxes feature, passed in by the app.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxDetailView, BoxSummaryView } from '@lootledger/contracts';
import { isValidServerSeed } from '@lootledger/fairness';
import { EmptyState } from '@/components/ui/empty-state';
import { VerifyLink } from '@/components/ui/verify-link';
import { TextField } from '@/components/ui/text-field';
import { useToken } from '@/lib/session';
import { useFairnessHistory } from '../api/get-fairness-history';
import { listOpenings, type LoggedOpening } from '../draw-log';
import { boxPool, recomputeBoxDraw, verifyLoggedDraw, type Recomputed } from '../verify';

interface BoxSource {
  /** The boxes to choose from (undefined while they load). */
  boxes: readonly BoxSummaryView[] | undefined;
  /** A box with its pool in draw order. */
  loadBox: (id: string) => Promise<BoxDetailView>;
}

/** `children`: what the page shows first under its title (the seed pairs' "verify everything"). */
export function VerifyDraws({ boxes, loadBox, children }: BoxSource & { children?: ReactNode }) {
  const { t } = useTranslation('fairness');
  return (
    <div className="verify-page">
      <h1 className="page-title">{t('verify.title')}</h1>
      <p className="muted">{t('verify.intro')}</p>
      {children}
      <RecomputeForm boxes={boxes} loadBox={loadBox} />
      <LoggedOpenings loadBox={loadBox} />
    </div>
  );
}

function RecomputeForm({ boxes, loadBox }: BoxSource) {
  const { t } = useTranslation('fairness');
  const [boxId, setBoxId] = useState('');
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [result, setResult] = useState<(Recomputed & { itemName: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const selectedBox = boxId || boxes?.[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const nonceValue = Number(nonce);
    if (!isValidServerSeed(serverSeed.trim()) || !clientSeed || !Number.isSafeInteger(nonceValue) || nonceValue < 0) {
      setProblem(t('verify.invalidInput'));
      return;
    }
    setProblem(null);
    const box = await loadBox(selectedBox);
    const recomputed = recomputeBoxDraw(serverSeed.trim(), clientSeed, nonceValue, boxPool(box));
    const item = box.items.find((entry) => entry.id === recomputed.itemId);
    setResult({ ...recomputed, itemName: item?.name ?? recomputed.itemId });
  };

  return (
    <section className="panel" aria-labelledby="recompute-title">
      <h2 id="recompute-title" className="section-title">
        {t('verify.recomputeTitle')}
      </h2>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="verify-box" className="field__label">
            {t('verify.box')}
          </label>
          <select
            id="verify-box"
            className="input"
            value={selectedBox}
            onChange={(event) => setBoxId(event.target.value)}
          >
            {boxes?.map((box) => (
              <option key={box.id} value={box.id}>
                {box.name}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('verify.serverSeed')} value={serverSeed} onChange={setServerSeed} spellCheck={false} />
        <TextField label={t('verify.clientSeed')} value={clientSeed} onChange={setClientSeed} spellCheck={false} />
        <TextField label={t('verify.nonce')} value={nonce} onChange={setNonce} inputMode="numeric" />
        {problem && (
          <p className="form__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary">
          {t('verify.recompute')}
        </button>
      </form>
      {result && (
        <dl className="facts" data-testid="recomputed">
          <dt>{t('panel.serverSeedHash')}</dt>
          <dd className="mono">{result.serverSeedHash}</dd>
          <dt>{t('verify.float')}</dt>
          <dd className="mono">{result.float}</dd>
          <dt>{t('verify.ticket')}</dt>
          <dd className="mono">
            {result.ticket} / {result.totalWeight}
          </dd>
          <dt>{t('verify.item')}</dt>
          <dd>{result.itemName}</dd>
        </dl>
      )}
    </section>
  );
}

type Outcome = { ok: true } | { ok: false; detail: string };

function LoggedOpenings({ loadBox }: Pick<BoxSource, 'loadBox'>) {
  const { t, i18n } = useTranslation('fairness');
  const token = useToken();
  const history = useFairnessHistory(1);
  const openings = useMemo(() => listOpenings(), []);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});

  const revealed = useMemo(() => {
    const seeds = new Map<string, string>();
    for (const pair of history.data?.data ?? []) seeds.set(pair.server_seed_hash, pair.server_seed);
    return seeds;
  }, [history.data]);

  const verify = async (opening: LoggedOpening) => {
    const box = await loadBox(opening.box_id);
    const pool = boxPool(box);
    let outcome: Outcome = { ok: true };
    opening.draws.forEach((draw, index) => {
      const seed = revealed.get(draw.server_seed_hash);
      if (!seed || !outcome.ok) return;
      const result = verifyLoggedDraw(draw, seed, pool, opening.items[index]?.id);
      if (!result.ok) outcome = { ok: false, detail: result.detail };
    });
    setOutcomes((current) => ({ ...current, [opening.open_id]: outcome }));
  };

  return (
    <section className="panel" aria-labelledby="logged-title">
      <h2 id="logged-title" className="section-title">
        {t('verify.loggedTitle')}
      </h2>
      {!token && <p className="muted">{t('verify.signedOut')}</p>}
      {openings.length === 0 ? (
        <EmptyState>{t('verify.noOpenings')}</EmptyState>
      ) : (
        <ul className="logged-openings">
          {openings.map((opening) => {
            const isRevealed = opening.draws.every((draw) => revealed.has(draw.server_seed_hash));
            const outcome = outcomes[opening.open_id];
            return (
              <li key={opening.open_id} className="logged-opening" data-testid="logged-opening">
                <div>
                  <strong>{opening.box_name}</strong>{' '}
                  <span className="muted">{new Date(opening.created_at).toLocaleString(i18n.language)}</span>
                  <div className="muted">{opening.items.map((item) => item.name).join(', ')}</div>
                  <div className="mono small">
                    {t('panel.nonce')}: {opening.draws.map((draw) => draw.nonce).join(', ')} · {t('verify.ticket')}:{' '}
                    {opening.draws.map((draw) => draw.ticket).join(', ')}
                  </div>
                  {opening.draws[0]?.pair_id && (
                    <VerifyLink pairId={opening.draws[0].pair_id} nonce={opening.draws[0].nonce} />
                  )}
                </div>
                <div className="logged-opening__status">
                  {outcome ? (
                    outcome.ok ? (
                      <span className="badge badge--success">{t('verify.verified')}</span>
                    ) : (
                      <span className="badge badge--danger">{t('verify.mismatch', { detail: outcome.detail })}</span>
                    )
                  ) : isRevealed ? (
                    <button type="button" className="button button--secondary" onClick={() => void verify(opening)}>
                      {t('verify.verify')}
                    </button>
                  ) : (
                    <span className="muted">{t('verify.notRevealed')}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
