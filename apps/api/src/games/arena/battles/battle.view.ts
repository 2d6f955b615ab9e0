// A battle's state as the player API shows it (GET /api/arena/detail, contract section 12), in the
// request's language (boxes, items and robots' names). The server seed appears only once the battle
// ended or was cancelled.
import {
  formatAmount,
  type BattleResponse,
  type BattleRoundResponse,
  type BattleSeatResponse,
  type Language,
} from '@lootledger/contracts';
import type { BattleState } from '../domain/battle';
import { battleStatus } from './battles.projection';

const ROBOT_NAMES: Record<Language, readonly string[]> = {
  en: ['Robot Ace', 'Robot Blaze', 'Robot Comet', 'Robot Dash'],
  zh: ['机器人阿飞', '机器人烈焰', '机器人彗星', '机器人疾风'],
};

/** A robot's name in a language (the event records an English one; the seat picks the name). */
export function robotDisplayName(seat: number, lang: Language): string {
  return ROBOT_NAMES[lang][seat] ?? `${ROBOT_NAMES[lang][0]} ${seat + 1}`;
}

export function battleView(
  state: BattleState,
  lang: Language,
  /** startedAt: when the show starts (battles.reader.ts); the end when not given. */
  meta: { createdAt: string; startedAt?: string | null; endedAt: string | null },
  options: { rounds: boolean } = { rounds: true },
): BattleResponse {
  const started = state.started;
  const totals = started?.totals ?? [];
  const won = new Map((started?.shares ?? []).map((share) => [share.seat, share.value]));
  const ended = state.phase === 'ended';
  const seats: BattleSeatResponse[] = state.seats.map((seat, index) => ({
    seat: index,
    player_id: seat?.playerId ?? null,
    robot: seat?.robot ?? false,
    name: seat?.robot ? robotDisplayName(index, lang) : (seat?.name ?? ''),
    avatar: seat?.avatar ?? '',
    client_seed: seat?.clientSeed ?? '',
    total: formatAmount(BigInt(totals[index] ?? '0')),
    won: formatAmount(ended ? BigInt(won.get(index) ?? '0') : 0n),
  }));
  const rounds: BattleRoundResponse[] = (started?.rounds ?? []).map((round) => {
    const item = state.boxes[round.round].items[round.item_id];
    return {
      round: round.round,
      seat: round.seat,
      nonce: round.nonce,
      cursor: round.cursor,
      ticket: round.ticket,
      item_id: round.item_id,
      name: lang === 'zh' ? item.name_zh : item.name_en,
      cover: item.cover,
      lv: item.lv,
      bean: formatAmount(BigInt(round.value)),
    };
  });
  const view: BattleResponse = {
    id: state.id ?? '',
    status: battleStatus(state),
    mode: state.mode,
    seats_total: state.seatsTotal,
    robots: state.robots,
    price: formatAmount(BigInt(state.price)),
    creator_id: state.creatorId,
    boxes: state.boxes.map((box) => ({
      id: box.id,
      name: lang === 'zh' ? box.name_zh : box.name_en,
      cover: box.cover,
      price: formatAmount(BigInt(box.price)),
      pool: box.pool.map(([itemId, weight]) => [itemId, weight]),
      ...(options.rounds
        ? {
            items: Object.entries(box.items).map(([itemId, item]) => ({
              id: itemId,
              name: lang === 'zh' ? item.name_zh : item.name_en,
              cover: item.cover,
              lv: item.lv,
              bean: formatAmount(BigInt(item.value)),
            })),
          }
        : {}),
    })),
    seats,
    server_seed_hash: state.serverSeedHash,
    server_seed: state.phase === 'ended' || state.phase === 'cancelled' ? state.serverSeed : null,
    client_seed: started?.client_seed ?? null,
    tie_break: started?.tie_break
      ? {
          nonce: started.tie_break.nonce,
          cursor: started.tie_break.cursor,
          tied: [...started.tie_break.tied],
          index: started.tie_break.index,
        }
      : null,
    winners: started ? [...started.winners] : [],
    created_at: meta.createdAt,
    started_at: started ? (meta.startedAt ?? meta.endedAt) : null,
    ended_at: meta.endedAt,
  };
  if (options.rounds) view.rounds = rounds;
  return view;
}
