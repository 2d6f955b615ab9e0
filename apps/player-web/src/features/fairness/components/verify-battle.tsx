// The verify page's battle section: fetches a battle by id and recomputes it (verify-battle.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { verifyBattle } from '../verify-battle';
import './verify-battle.css';

const mark = (ok: boolean | null) => (ok === null ? '–' : ok ? '✓' : '✗');

export function VerifyBattle({ initialId }: { initialId?: string }) {
  const { t } = useTranslation('fairness');
  const [input, setInput] = useState(initialId ?? '');
  const [id, setId] = useState(initialId ?? '');
  const battle = useQuery({
    queryKey: ['arena', 'battle', id, currentLanguage()],
    queryFn: () => api.get<BattleResponse>('/api/arena/detail', { params: { game_arena_id: id } }),
    enabled: id !== '',
  });
  const check = battle.data ? verifyBattle(battle.data) : null;
  return (
    <section className="panel verify-battle" aria-labelledby="verify-battle-title">
      <h2 id="verify-battle-title" className="page-title">
        {t('battle.title')}
      </h2>
      <p className="muted">{t('battle.intro')}</p>
      <form
        className="verify-battle__form"
        onSubmit={(event) => {
          event.preventDefault();
          setId(input.trim());
        }}
      >
        <label>
          {t('battle.id')} <input value={input} onChange={(event) => setInput(event.target.value)} />
        </label>
        <button type="submit" className="button button--small">
          {t('battle.check')}
        </button>
      </form>
      {battle.data && check && (
        <div data-testid="battle-verification">
          {!battle.data.server_seed ? (
            <p>{t('battle.notEnded')}</p>
          ) : (
            <>
              <p className={check.ok ? 'verify-ok' : 'verify-bad'} data-testid="battle-verdict">
                {check.ok ? t('battle.ok') : t('battle.bad')}
              </p>
              <ul className="verify-battle__checks">
                <li>
                  {mark(check.seedMatches)} {t('battle.seed')}
                </li>
                <li>
                  {mark(check.clientSeedMatches)} {t('battle.clientSeed')}
                </li>
                <li>
                  {mark(check.winnersMatch)} {t('battle.winners')}
                </li>
                {check.rounds.map((round) => (
                  <li key={`${round.round}-${round.seat}`}>
                    {mark(round.ok)}{' '}
                    {t('battle.round', {
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
