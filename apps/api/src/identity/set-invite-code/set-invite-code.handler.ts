// A player chooses their own invite code, once. The player's row is locked first (their own two
// requests at once: one sets it, the other finds it set); the code is claimed through the invite-code
// table's key, so of two players claiming one code at once exactly one wins (409 INVITE_CODE_TAKEN for
// the other). The code they had stays theirs and keeps working in links already shared.
import { Inject, Injectable } from '@nestjs/common';
import type { ErrorKey } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { isInviteCodeTakenViolation, PlayerAccountRepository } from '../accounts/player-account.repository';
import { decideSetInviteCode, normaliseInviteCode } from '../domain/player-profile-rules';

@Injectable()
export class SetInviteCodeHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
  ) {}

  async execute(playerId: string, requested: string): Promise<{ invite_code: string }> {
    const code = normaliseInviteCode(requested);
    const now = new Date();
    let outcome: { error: ErrorKey } | { code: string };
    try {
      outcome = await this.sql.transaction(async (tx) => {
        const player = await this.players.findById(playerId, tx, true);
        if (!player) return { error: 'TOKEN_INVALID' as const };
        const decision = decideSetInviteCode(player, code);
        if (!decision.ok) return { error: decision.error };
        if (await this.players.inviteCodeExists(code, tx)) return { error: 'INVITE_CODE_TAKEN' as const };
        await this.players.setInviteCode(playerId, code, now, tx);
        return { code };
      });
    } catch (error) {
      if (isInviteCodeTakenViolation(error)) throw new DomainError('INVITE_CODE_TAKEN');
      throw error;
    }
    if ('error' in outcome) throw new DomainError(outcome.error);
    return { invite_code: outcome.code };
  }
}
