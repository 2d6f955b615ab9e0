// Binds an inviter after registration, once, while none is bound; never oneself or one's own invitee
// (directly or further down), which would make the promotion tree a cycle.
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { ErrorKey } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository, type PlayerAccount } from '../accounts/player-account.repository';
import { decideBindInviter, normaliseInviteCode } from '../domain/player-profile-rules';
import { InviterBound } from '../events/player-registered.event';

@Injectable()
export class SetInviterHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly events: EventBus,
  ) {}

  async execute(playerId: string, inviteCode: string): Promise<{ name: string; invite_code: string }> {
    const now = new Date();
    type Outcome = { error: ErrorKey } | { inviter: PlayerAccount };
    const outcome = await this.sql.transaction(async (tx): Promise<Outcome> => {
      const player = await this.players.findById(playerId, tx, true);
      if (!player) return { error: 'TOKEN_INVALID' };
      const inviter = await this.players.findByInviteCode(normaliseInviteCode(inviteCode), tx);
      const candidate = inviter && { id: inviter.id, ancestorIds: await this.players.inviterChain(inviter.id, tx) };
      const decision = decideBindInviter({ id: player.id, inviterId: player.inviterId }, candidate);
      if (!decision.ok) return { error: decision.error };
      if (!inviter || !(await this.players.bindInviter(player.id, inviter.id, now, tx)))
        return { error: 'INVITER_ALREADY_BOUND' };
      return { inviter };
    });
    if ('error' in outcome) throw new DomainError(outcome.error);
    this.events.publish(new InviterBound(playerId, outcome.inviter.id, now.toISOString()));
    return { name: outcome.inviter.name, invite_code: outcome.inviter.inviteCode };
  }
}
