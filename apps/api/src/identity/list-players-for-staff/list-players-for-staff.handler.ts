import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { ListPlayersForStaffQuery, type StaffPlayerPage } from './list-players-for-staff.query';

@QueryHandler(ListPlayersForStaffQuery)
export class ListPlayersForStaffHandler implements IQueryHandler<ListPlayersForStaffQuery, StaffPlayerPage> {
  constructor(private readonly players: PlayerAccountRepository) {}

  async execute({ request }: ListPlayersForStaffQuery): Promise<StaffPlayerPage> {
    const { accounts, total } = await this.players.listForStaff(request);
    const lastSignIns = await this.players.lastSignIns(accounts.map((account) => account.id));
    return {
      total,
      players: accounts.map((account) => ({
        id: account.id,
        name: account.name,
        avatar: account.avatar,
        mobile: account.mobile,
        areaCode: account.areaCode,
        inviteCode: account.inviteCode,
        inviterId: account.inviterId,
        steamId: account.steamId,
        steamUrl: account.steamUrl,
        lang: account.lang,
        createdAt: account.createdAt.toISOString(),
        lastSignInAt: lastSignIns.get(account.id)?.toISOString() ?? null,
      })),
    };
  }
}
