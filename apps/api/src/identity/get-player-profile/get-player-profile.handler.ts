import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlayerAccountRepository, type PlayerAccount } from '../accounts/player-account.repository';
import {
  GetInviteeIdsQuery,
  GetPlayerProfileQuery,
  GetPlayerProfilesQuery,
  type PlayerProfileView,
} from './get-player-profile.query';

function toView(player: PlayerAccount): PlayerProfileView {
  return {
    id: player.id,
    name: player.name,
    avatar: player.avatar,
    inviteCode: player.inviteCode,
    inviteCodeCustom: player.inviteCodeSetAt !== null,
    inviterId: player.inviterId,
    steamId: player.steamId,
    steamUrl: player.steamUrl,
    lang: player.lang,
    createdAt: player.createdAt.toISOString(),
  };
}

@QueryHandler(GetPlayerProfileQuery)
export class GetPlayerProfileHandler implements IQueryHandler<GetPlayerProfileQuery, PlayerProfileView | null> {
  constructor(private readonly players: PlayerAccountRepository) {}

  async execute(query: GetPlayerProfileQuery): Promise<PlayerProfileView | null> {
    const player = await this.players.findById(query.playerId);
    return player ? toView(player) : null;
  }
}

@QueryHandler(GetPlayerProfilesQuery)
export class GetPlayerProfilesHandler implements IQueryHandler<GetPlayerProfilesQuery, PlayerProfileView[]> {
  constructor(private readonly players: PlayerAccountRepository) {}

  async execute(query: GetPlayerProfilesQuery): Promise<PlayerProfileView[]> {
    const unique = [...new Set(query.playerIds)];
    return (await this.players.findByIds(unique)).map(toView);
  }
}

@QueryHandler(GetInviteeIdsQuery)
export class GetInviteeIdsHandler implements IQueryHandler<GetInviteeIdsQuery, string[]> {
  constructor(private readonly players: PlayerAccountRepository) {}

  execute(query: GetInviteeIdsQuery): Promise<string[]> {
    return this.players.inviteeIds(query.inviterId);
  }
}
