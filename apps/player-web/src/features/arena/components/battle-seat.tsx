// One seat of the battleground, a column: who sits there (a robot under its name in the page's
// language), a join button while it is empty, the seat's reel for the round on screen (the shared
// case-opening reel, spinning on the battle's timeline), the items it landed so far, its total
// counting up, and the winner's mark once the show ended.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type BattleResponse, type BattleSeatResponse } from '@lootledger/contracts';
import { Reel } from '@/components/reel/reel';
import { CoinAmount } from '@/components/ui/coin-amount';
import { ItemCard, rarityColor, type ItemCardData } from '@/components/ui/item-card';
import { assetUrl } from '@/lib/asset-url';
import { drawOf } from '../battle-timeline';
import type { BattleShow } from '../hooks/use-battle-show';

/** A spin joined with less than this left lands at once. */
const SHORTEST_SPIN_MS = 300;

/** The reel of one round: its spin's length is fixed when it mounts (a viewer joining mid-spin gets what is left). */
function SeatReel({ strip, spinLeftMs, instant }: { strip: ItemCardData[]; spinLeftMs: number; instant: boolean }) {
  const [durationMs] = useState(spinLeftMs);
  return (
    <Reel
      className="seat__spin"
      strip={strip}
      durationMs={durationMs}
      instant={instant || durationMs < SHORTEST_SPIN_MS}
      skip={false}
      onLanded={() => undefined}
    />
  );
}

interface BattleSeatProps {
  battle: BattleResponse;
  seat: BattleSeatResponse;
  show: BattleShow;
  myId: string | undefined;
  /** The join button while the seat is empty and the battle waits; none otherwise. */
  joinButton: ReactNode;
}

export function BattleSeat({ battle, seat, show, myId, joinButton }: BattleSeatProps) {
  const { t } = useTranslation('arena');
  const { point } = show;
  const taken = !!seat.player_id || seat.robot;
  const winner = show.status === 2 && battle.winners.includes(seat.seat);
  const rounds = battle.rounds ?? [];
  const team = battle.mode === 'team' ? ` seat--team${seat.seat % 2}` : '';
  return (
    <div className={`seat${winner ? ' seat--winner' : ''}${team}`} data-testid={`seat-${seat.seat}`}>
      <div className="seat__player">
        {seat.avatar ? (
          <img className="seat__avatar" src={assetUrl(seat.avatar)} alt="" />
        ) : (
          <span className={`seat__avatar seat__avatar--none${seat.robot ? ' seat__avatar--robot' : ''}`} />
        )}
        <span className="seat__name" data-testid="seat-name" data-robot={seat.robot || undefined}>
          {taken ? seat.name : t('ground.empty')}
          {seat.player_id && seat.player_id === myId ? ` (${t('ground.you')})` : ''}
        </span>
      </div>
      {joinButton}
      {point && show.startMs !== null && show.strips[point.round] && (
        <SeatReel
          key={`${show.startMs}-${point.round}-${show.skipped}`}
          strip={show.strips[point.round][seat.seat]}
          spinLeftMs={point.phase === 'spinning' ? point.spinLeftMs : 0}
          instant={show.instant || show.skipped}
        />
      )}
      <ol className="seat__reel">
        {battle.boxes.map((_, round) => {
          const draw = drawOf(rounds, round, seat.seat);
          if (!draw || !point || round >= point.landed) return <li key={round} className="seat__slot" />;
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
        <span className="seat__total-label">{t('ground.total')}</span>{' '}
        <CoinAmount value={formatAmount(show.totals[seat.seat] ?? 0n)} />
      </p>
      {winner && (
        <p className="seat__won" data-testid="seat-winner">
          {battle.winners.length > 1 ? t('ground.winners') : t('ground.winner')} · {t('ground.takesHome')}{' '}
          <CoinAmount value={seat.won} />
        </p>
      )}
    </div>
  );
}
