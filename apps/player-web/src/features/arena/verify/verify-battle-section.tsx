// The arena's section of the verify page (/fairness, registered in ../feature.ts): fetches a battle
// by id and recomputes it (verify-battle.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { battleQueryOptions } from '../api/battles';
import { verifyBattle } from './verify-battle';
import './verify-battle.css';

const mark = (ok: boolean | null) => (ok === null ? '–' : ok ? '✓' : '✗');

export function VerifyBattleSection({ initialId }: { initialId?: string }) {
  const { t } = useTranslation('arena');
  const [input, setInput] = useState(initialId ?? '');
  const [id, setId] = useState(initialId ?? '');
  const battle = useQuery({ ...battleQueryOptions(id), enabled: id !== '' });
  const check = battle.data ? verifyBattle(battle.data) : null;
  return (
    <section className="panel verify-battle" aria-labelledby="verify-battle-title">
      <h2 id="verify-battle-title" className="page-title">
        {t('verification.title')}
      </h2>
      <p className="muted">{t('verification.intro')}</p>
      <form
        className="verify-battle__form"
        onSubmit={(event) => {
          event.preventDefault();
          setId(input.trim());
        }}
      >
        <label>
          {t('verification.id')} <input value={input} onChange={(event) => setInput(event.target.value)} />
        </label>
        <button type="submit" className="button button--small">
          {t('verification.check')}
        </button>
      </form>
      {battle.data && check && (
        <div data-testid="battle-verification">
          {!battle.data.server_seed ? (
            <p>{t('verification.notEnded')}</p>
          ) : (
            <>
              <p className={check.ok ? 'verify-ok' : 'verify-bad'} data-testid="battle-verdict">
                {check.ok ? t('verification.ok') : t('verification.bad')}
              </p>
              <ul className="verify-battle__checks">
                <li>
                  {mark(check.seedMatches)} {t('verification.seed')}
                </li>
                <li>
                  {mark(check.clientSeedMatches)} {t('verification.clientSeed')}
                </li>
                <li>
                  {mark(check.winnersMatch)} {t('verification.winners')}
                </li>
                {check.rounds.map((round) => (
                  <li key={`${round.round}-${round.seat}`}>
                    {mark(round.ok)}{' '}
                    {t('verification.round', {
                      round: round.round + 1,
                      seat: round.seat + 1,
                      item: round.itemId,
                      ticket: round.ticket,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
