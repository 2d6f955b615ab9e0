// The battleground: one column (reel) per seat. While waiting: join a seat, call robots (a seated
// player, when allowed), cancel (the creator). Once started, every client reveals the rounds one box
// at a time from the same anchor (reveal.ts), with running totals, then the winners and what they
// take home. Replay shows an ended battle again; the seeds and a verify link close the page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BattleResponse } from '@lootledger/contracts';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { ItemCard, rarityColor } from '@/components/ui/item-card';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getToken } from '@/lib/session';
import { useCallRobots, useCancelBattle, useJoinBattle } from '../api/battles';
import { drawOf, revealAnchor, revealAt, ROUND_MS, runningTotals } from '../reveal';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function Battleground({ battle }: { battle: BattleResponse }) {
  const { t } = useTranslation('arena');
  const me = useMe();
  const join = useJoinBattle();
  const robots = useCallRobots();
  const cancel = useCancelBattle();
  const [replayFrom, setReplayFrom] = useState<number | null>(null);
  const [skipped, setSkipped] = useState(false);
  const rounds = battle.rounds ?? [];
  const roundCount = battle.boxes.length;
  const serverAnchor = revealAnchor(battle);
  const anchor = replayFrom ?? serverAnchor;
  const liveReveal = anchor !== null && Date.now() - anchor < roundCount * ROUND_MS + 1_000;
  const now = useNow(liveReveal && !skipped);
  const reveal =
    anchor === null
      ? { revealed: 0, spinning: null, done: false }
      : skipped
        ? revealAt(roundCount, 0, Infinity)
        : revealAt(roundCount, anchor, now);
  const shown = battle.status === 2 && reveal.done;
  const totals = runningTotals(rounds, battle.seats_total, reveal.revealed);
  const myId = me.data?.id;
  const mySeat = battle.seats.find((seat) => seat.player_id && seat.player_id === myId);
  const act = (run: () => Promise<unknown>) => void run().catch(() => undefined);

  return (
    <section className="battleground" data-testid="battleground" data-status={battle.status}>
      <header className="battleground__head">
        <span className={`battle-card__mode battle-card__mode--${battle.mode}`}>{t(`mode.${battle.mode}`)}</span>
        <span className="battleground__status" data-testid="battle-status">
          {t(`status.${battle.status}`)}
        </span>
        <span>
          {t('card.price')} <CoinAmount value={battle.price} />
        </span>
        {anchor !== null && !reveal.done && (
          <span data-testid="battle-round">
            {t('ground.round', { n: (reveal.spinning ?? 0) + 1, total: roundCount })}
          </span>
        )}
      </header>
      <ol className="battleground__boxes">
        {battle.boxes.map((box, index) => (
          <li
            key={`${box.id}-${index}`}
            className={reveal.spinning === index ? 'is-spinning' : index < reveal.revealed ? 'is-done' : ''}
          >
            <img src={assetUrl(box.cover)} alt={box.name} title={box.name} />
          </li>
        ))}
      </ol>
      {battle.status === 3 && <p className="battleground__note">{t('ground.cancelled')}</p>}
      {battle.status === 0 && <p className="battleground__note muted">{t('ground.waiting')}</p>}
      <div className="battleground__seats" style={{ ['--seats' as string]: battle.seats_total }}>
        {battle.seats.map((seat) => {
          const taken = !!seat.player_id || seat.robot;
          const winner = shown && battle.winners.includes(seat.seat);
          return (
            <div
              key={seat.seat}
              className={`seat ${winner ? 'seat--winner' : ''} ${battle.mode === 'team' ? `seat--team${seat.seat % 2}` : ''}`}
              data-testid={`seat-${seat.seat}`}
            >
              <div className="seat__player">
                {seat.avatar ? (
                  <img className="seat__avatar" src={assetUrl(seat.avatar)} alt="" />
                ) : (
                  <span className="seat__avatar seat__avatar--none" />
                )}
                <span className="seat__name">
                  {taken ? (seat.robot ? `${t('ground.robot')} · ${seat.name}` : seat.name) : t('ground.empty')}
                  {seat.player_id && seat.player_id === myId ? ` (${t('ground.you')})` : ''}
                </span>
              </div>
              {!taken && battle.status === 0 && (
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
              )}
              <ol className="seat__reel">
                {battle.boxes.map((_, round) => {
                  const draw = drawOf(rounds, round, seat.seat);
                  if (round === reveal.spinning)
                    return <li key={round} className="seat__slot seat__slot--spinning" aria-hidden="true" />;
                  if (!draw || round >= reveal.revealed) return <li key={round} className="seat__slot" />;
                  return (
                    <li
                      key={round}
                      className="seat__slot"
                      style={{ ['--rarity' as string]: rarityColor(draw.lv) }}
                      data-testid="seat-draw"
                    >
                      <ItemCard compact item={{ name: draw.name, cover: draw.cover, bean: draw.bean, lv: draw.lv }} />
                    </li>
                  );
                })}
              </ol>
              <p className="seat__total">
                {t('ground.total')} <CoinAmount value={totals[seat.seat]} />
              </p>
              {winner && (
                <p className="seat__won" data-testid="seat-winner">
                  {battle.winners.length > 1 ? t('ground.winners') : t('ground.winner')} · {t('ground.takesHome')}{' '}
                  <CoinAmount value={seat.won} />
                </p>
              )}
            </div>
          );
        })}
      </div>
      {shown && mySeat && (
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
        {anchor !== null && !reveal.done && !skipped && (
          <button type="button" className="button button--ghost" onClick={() => setSkipped(true)}>
            {t('ground.skip')}
          </button>
        )}
        {battle.status === 2 && reveal.done && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSkipped(false);
              setReplayFrom(Date.now());
            }}
          >
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
        {battle.server_seed && (
          <>
            <dt>{t('ground.seed')}</dt>
            <dd className="mono" data-testid="battle-server-seed">
              {battle.server_seed}
            </dd>
          </>
        )}
      </dl>
      {battle.status === 2 && (
        <Link to={paths.fairness.getHref({}, { battle: battle.id })} className="button button--ghost">
          {t('ground.verify')}
        </Link>
      )}
    </section>
  );
}
