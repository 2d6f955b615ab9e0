// The arena's (box battles') registration: what the platform's central lists hold for it, in one
// object (listed in games.registry.ts): its module and event-sourced feature, its console resources,
// the stakes players pay in and the coins a battle pays out, its feature switch and its error
// messages. A battle draws with its own server seed, not the player's pair: no pair draws.
import { ARENA_WIRE, ChangeType } from '@lootledger/contracts';
import { defineGame } from '../game-registration';
import { ARENA_FEATURE } from './arena.feature';
import { ArenaModule } from './arena.module';
import type { BattleEvent } from './domain/battle.events';
import { ARENA_STAFF_RESOURCES } from './staff/arena.staff-resources';

const ARENA_ERROR_MESSAGES: Record<keyof typeof ARENA_WIRE.errors, { zh: string; en: string }> = {
  NOT_BATTLE_CREATOR: { zh: '只有创建者可以取消对战', en: 'Only the creator can cancel the battle' },
  NOT_SEATED: { zh: '您不在该对战中', en: 'You are not seated in this battle' },
  BATTLE_NOT_FOUND: { zh: '对战不存在', en: 'No such battle' },
  SEAT_TAKEN: { zh: '该座位已有人', en: 'That seat is taken' },
  ALREADY_SEATED: { zh: '您已在该对战中', en: 'You already have a seat in this battle' },
  BATTLE_NOT_WAITING: { zh: '对战已开始或已结束', en: 'The battle is no longer waiting for players' },
  ROBOTS_NOT_ALLOWED: { zh: '该对战不允许机器人加入', en: 'This battle does not allow robots' },
  CREATOR_CANNOT_LEAVE: {
    zh: '创建者不能退出对战，请取消对战',
    en: 'The creator cannot leave the battle: cancel it instead',
  },
};

export const ARENA_GAME = defineGame(ARENA_WIRE, {
  name: 'arena',
  module: ArenaModule,
  feature: ARENA_FEATURE,
  staffResources: ARENA_STAFF_RESOURCES,
  play: {
    spend: [ChangeType.BATTLE],
    winnings: [ChangeType.BATTLE_WIN],
    // A stake earns points when its battle ends (a cancelled battle refunds it): each player seat
    // (robots hold no seat result), keyed by its seat.
    settledSpend: {
      changeType: ChangeType.BATTLE,
      event: 'BattleEnded' satisfies BattleEvent['type'],
      stakes: (data) =>
        (data as { results: readonly { seat: number; player_id: string; stake: string }[] }).results.map((result) => ({
          key: `seat-${result.seat}`,
          playerId: result.player_id,
          stake: BigInt(result.stake),
        })),
    },
  },
  // Battles joined: the player's stakes debited.
  taskCounts: { join_battle: ChangeType.BATTLE },
  errorMessages: ARENA_ERROR_MESSAGES,
});
