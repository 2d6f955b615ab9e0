// The battleground: one column per seat, every one visible (compact on a phone). While waiting: join
// a seat, leave it (the stake refunded), call robots (a seated player, when allowed), cancel (the
// creator). Once drawn, the battle is
// a show on one timeline from its start (battle-timeline.ts): every seat's reel spins each round and
// lands on its draw, the totals count up, and only when the last reel lands do the status read ended,
// the winners show and the server seed appear. Replay plays it again; verify closes the page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BattleResponse } from '@lootledger/contracts';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getToken } from '@/lib/session';
import { useCallRobots, useCancelBattle, useJoinBattle, useLeaveBattle } from '../api/battles';
import { useBattleShow } from '../hooks/use-battle-show';
import { BattleSeat } from './battle-seat';

export function Battleground({ battle }: { battle: BattleResponse }) {
  const { t } = useTranslation('arena');
  const me = useMe();
  const join = useJoinBattle();
  const leave = useLeaveBattle();
  const robots = useCallRobots();
  const cancel = useCancelBattle();
  const show = useBattleShow(battle);
  const { point, status } = show;
  const ended = status === 2;
  const roundCount = battle.boxes.length;
  const myId = me.data?.id;
  const mySeat = battle.seats.find((seat) => seat.player_id && seat.player_id === myId);
  const act = (run: () => Promise<unknown>) => void run().catch(() => undefined);

  return (
    <section className="battleground" data-testid="battleground" data-status={status}>
      <header className="battleground__head">
        <span className={`battle-card__mode battle-card__mode--${battle.mode}`}>{t(`mode.${battle.mode}`)}</span>
        <span className="battleground__status" data-testid="battle-status">
          {t(`status.${status}`)}
        </span>
        <span>
          {t('card.price')} <CoinAmount value={battle.price} />
        </span>
        {point && point.phase !== 'ended' && (
          <span data-testid="battle-round">{t('ground.round', { n: point.round + 1, total: roundCount })}</span>
        )}
      </header>
      <ol className="battleground__boxes">
        {battle.boxes.map((box, index) => {
          const state = !point ? '' : index < point.landed ? 'is-done' : index === point.round ? 'is-spinning' : '';
          return (
            <li key={`${box.id}-${index}`} className={state}>
              <img src={assetUrl(box.cover)} alt={box.name} title={box.name} />
            </li>
          );
        })}
      </ol>
      {battle.status === 3 && <p className="battleground__note">{t('ground.cancelled')}</p>}
      {battle.status === 0 && <p className="battleground__note muted">{t('ground.waiting')}</p>}
      <div
        className="battleground__seats"
        data-testid="battle-seats"
        style={{ ['--seats' as string]: battle.seats_total }}
      >
        {battle.seats.map((seat) => (
          <BattleSeat
            key={seat.seat}
            battle={battle}
            seat={seat}
            show={show}
            myId={myId}
            joinButton={
              !seat.player_id &&
              !seat.robot &&
              battle.status === 0 && (
                <button
                  type="button"
                  className="button button--small"
                  disabled={join.isPending || !!mySeat}
                  onClick={() =>
                    getToken()
                      ? act(() => join.mutateAsync({ id: battle.id, seat: seat.seat }))
                      : openAuthDialog('login')
                  }
                >
                  {getToken() ? t('ground.joinSeat') : t('ground.loginFirst')}
                </button>
              )
            }
          />
        ))}
      </div>
      {ended && mySeat && (
        <p className="battleground__result" data-testid="battle-result">
          {battle.winners.includes(mySeat.seat) ? t('ground.youWon', { amount: mySeat.won }) : t('ground.youLost')}
        </p>
      )}
      <div className="battleground__actions">
        {battle.status === 0 &&
          battle.robots &&
          mySeat &&
          battle.seats.some((seat) => !seat.player_id && !seat.robot) && (
            <button
              type="button"
              className="button"
              disabled={robots.isPending}
              onClick={() => act(() => robots.mutateAsync({ id: battle.id }))}
            >
              {t('ground.callRobots')}
            </button>
          )}
        {battle.status === 0 && mySeat && myId !== battle.creator_id && (
          <button
            type="button"
            className="button button--ghost"
            disabled={leave.isPending}
            onClick={() => act(() => leave.mutateAsync({ id: battle.id }))}
          >
            {t('ground.leave')}
          </button>
        )}
        {battle.status === 0 && myId === battle.creator_id && (
          <button
            type="button"
            className="button button--ghost"
            disabled={cancel.isPending}
            onClick={() => act(() => cancel.mutateAsync({ id: battle.id }))}
          >
            {t('ground.cancel')}
          </button>
        )}
        {point && point.phase !== 'ended' && (
          <button type="button" className="button button--ghost" onClick={show.skip}>
            {t('ground.skip')}
          </button>
        )}
        {ended && (
          <button type="button" className="button button--secondary" onClick={show.replay}>
            {t('ground.replay')}
          </button>
        )}
      </div>
      <dl className="battleground__seeds">
        <dt>{t('ground.seedHash')}</dt>
        <dd className="mono">{battle.server_seed_hash}</dd>
        {battle.client_seed && (
          <>
            <dt>{t('ground.clientSeed')}</dt>
            <dd className="mono">{battle.client_seed}</dd>
          </>
        )}
        {battle.server_seed && (ended || battle.status === 3) && (
          <>
            <dt>{t('ground.seed')}</dt>
            <dd className="mono" data-testid="battle-server-seed">
              {battle.server_seed}
            </dd>
          </>
        )}
      </dl>
      {ended && (
        <Link to={paths.fairness.getHref({}, { battle: battle.id })} className="button button--ghost">
          {t('ground.verify')}
        </Link>
      )}
    </section>
  );
}
