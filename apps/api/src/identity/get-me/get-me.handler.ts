// The signed-in player's own profile: identity's account fields plus the ledger's coin summary
// (balance, VIP level, paid recharges). The fields are contract section 7's, exactly: the exclusion in
// force has its own call (GET /api/self_exclusion).
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { formatAmount } from '@lootledger/contracts';
import { GetAccountSummaryQuery, type AccountSummaryView } from '../../ledger';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { playerProfileView } from '../accounts/player-profile.view';
import type { MeDto } from './me.dto';

@Injectable()
export class GetMeHandler {
  constructor(
    private readonly players: PlayerAccountRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(playerId: string): Promise<MeDto> {
    const player = await this.players.findById(playerId);
    if (!player) throw new DomainError('TOKEN_INVALID');
    const [inviter, balance] = await Promise.all([
      player.inviterId ? this.players.findById(player.inviterId) : Promise.resolve(undefined),
      this.queryBus.execute<GetAccountSummaryQuery, AccountSummaryView>(new GetAccountSummaryQuery(playerId)),
    ]);
    return {
      ...playerProfileView(player),
      steam_id: player.steamId,
      steam_url: player.steamUrl,
      bean: formatAmount(balance.balance),
      vip_level: balance.vipLevel,
      total_recharge: formatAmount(balance.totalRecharge),
      is_recharge: balance.paidRecharges > 0 ? 1 : 0,
      inviter: inviter ? { name: inviter.name, invite_code: inviter.inviteCode } : null,
      lang: player.lang,
    };
  }
}
