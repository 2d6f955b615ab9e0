// Composes the console's view of players: identity's accounts (who) with the ledger's summaries
// (balance, VIP level, recharges, freeze). The frozen filter asks the ledger which accounts are
// frozen (few) and hands identity those ids.
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPlayersForStaffQuery, type StaffPlayerPage, type StaffPlayerView } from './list-players-for-staff.query';
import { GetAccountSummariesQuery, GetFrozenPlayerIdsQuery, type AccountSummaryWithStatusView } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import {
  toAdminPlayerDetailDto,
  toAdminPlayerDto,
  type AdminPlayerDetailDto,
  type AdminPlayerDto,
} from './players.staff.dto';
import type { PlayerListRequest } from './players.staff.request';

@Injectable()
export class PlayersStaffReader {
  constructor(private readonly queryBus: QueryBus) {}

  async list(request: PlayerListRequest): Promise<{ players: AdminPlayerDto[]; total: number }> {
    const filter = { ...request.filter };
    if (request.frozen !== undefined) {
      const frozenIds = await this.queryBus.execute<GetFrozenPlayerIdsQuery, string[]>(new GetFrozenPlayerIdsQuery());
      if (request.frozen) filter.withinIds = frozenIds;
      else filter.excludingIds = frozenIds;
    }
    const page = await this.queryBus.execute<ListPlayersForStaffQuery, StaffPlayerPage>(
      new ListPlayersForStaffQuery({ ...request, filter }),
    );
    const summaries = await this.summaries(page.players.map((player) => player.id));
    return {
      total: page.total,
      players: page.players.map((player, index) => toAdminPlayerDto(player, summaries[index])),
    };
  }

  async get(playerId: string): Promise<AdminPlayerDetailDto> {
    const player = await this.find(playerId);
    if (!player) throw new DomainError('USER_NOT_FOUND');
    const [[summary], inviter] = await Promise.all([
      this.summaries([player.id]),
      player.inviterId ? this.find(player.inviterId) : Promise.resolve(null),
    ]);
    return toAdminPlayerDetailDto(player, summary, inviter ?? null);
  }

  async find(playerId: string): Promise<StaffPlayerView | null> {
    const page = await this.queryBus.execute<ListPlayersForStaffQuery, StaffPlayerPage>(
      new ListPlayersForStaffQuery({
        filter: { ids: [playerId] },
        sort: { field: 'id', order: 'ASC' },
        offset: 0,
        limit: 1,
      }),
    );
    return page.players[0] ?? null;
  }

  private summaries(playerIds: string[]): Promise<AccountSummaryWithStatusView[]> {
    return this.queryBus.execute<GetAccountSummariesQuery, AccountSummaryWithStatusView[]>(
      new GetAccountSummariesQuery(playerIds),
    );
  }
}
