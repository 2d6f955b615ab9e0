// The player sub-resources (player-events, change-records, storage, seed-pairs) are lists of one
// player's ledger: react-admin's ReferenceManyField asks for them with filter {"player_id": id}.
import { DomainError } from '../../platform/errors/domain-error';

export function requirePlayerId(playerId: string | undefined): string {
  if (playerId === undefined || playerId.trim() === '') {
    throw DomainError.invalidFields([
      {
        field: 'filter.player_id',
        message: { en: 'filter.player_id is required (one player at a time)', zh: '请在 filter 中指定 player_id' },
      },
    ]);
  }
  return playerId.trim();
}

/** Sort fields that all mean "the order it happened in" on a player's stream. */
export const STREAM_ORDER_FIELDS = ['id', 'version', 'created_at'] as const;
