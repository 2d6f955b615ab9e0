// The player's active seed pair (server seed hash, client seed, next nonce) and the client-seed
// change, which reveals the old server seed (provably fair: fairness.md).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isValidClientSeed } from '@lootledger/fairness';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useFairness } from '../api/get-fairness';
import { useRotateFairness } from '../api/rotate-fairness';

export function FairnessPanel() {
  const { t } = useTranslation('fairness');
  const token = useToken();
  const fairness = useFairness();
  const rotate = useRotateFairness();
  const [clientSeed, setClientSeed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (seed && !isValidClientSeed(seed)) {
      setProblem(t('panel.invalidSeed'));
      return;
    }
    setProblem(null);
    rotate.mutate(seed || undefined, {
      onSuccess: () => {
        setClientSeed('');
        toast.success(t('panel.changed'));
      },
    });
  };

  return (
    <section className="panel fairness-panel" aria-labelledby="fairness-title">
      <h2 id="fairness-title" className="section-title">
        {t('panel.title')}
      </h2>
      {!token ? (
        <p className="muted">{t('panel.signedOut')}</p>
      ) : fairness.data ? (
        <>
          <dl className="facts">
            <dt>{t('panel.serverSeedHash')}</dt>
            <dd className="mono" data-testid="server-seed-hash">
              {fairness.data.server_seed_hash}
            </dd>
            <dt>{t('panel.clientSeed')}</dt>
            <dd className="mono" data-testid="client-seed">
              {fairness.data.client_seed}
            </dd>
            <dt>{t('panel.nonce')}</dt>
            <dd className="mono" data-testid="nonce">
              {fairness.data.nonce}
            </dd>
          </dl>
          <form className="form form--inline" onSubmit={submit}>
            <TextField
              label={t('panel.newClientSeed')}
              value={clientSeed}
              onChange={setClientSeed}
              maxLength={64}
              placeholder={t('panel.randomSeed')}
            />
            <button type="submit" className="button button--secondary" disabled={rotate.isPending}>
              {t('panel.change')}
            </button>
          </form>
          {problem && (
            <p className="form__error" role="alert">
              {problem}
            </p>
          )}
          {rotate.data?.revealed && (
            <p className="fairness-panel__revealed">
              {t('panel.revealed')} <span className="mono">{rotate.data.revealed.server_seed}</span>
            </p>
          )}
        </>
      ) : null}
      <p>
        <Link to={paths.fairness.getHref()}>{t('panel.verifyLink')}</Link>
      </p>
    </section>
  );
}
