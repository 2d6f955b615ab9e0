// Player care fixes a profile: the nickname, the avatar (removed), the trade URL (removed, never set
// by staff), the language. The player's row is locked, the change written and its staff audit entry
// (before and after) recorded in the same transaction: both commit or neither. A request that would
// change nothing is refused (no empty audit entries).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import type { AuthenticatedStaff } from '../../platform/auth';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { StaffAuditLog } from '../../staff';
import { PlayerAccountRepository, type PlayerAccount, type ProfileChange } from '../accounts/player-account.repository';
import type { PlayerLanguage } from '../domain/player-profile-rules';

export const PLAYERS_RESOURCE = 'players';

export interface EditPlayerProfileCommand {
  playerId: string;
  name?: string;
  resetAvatar?: boolean;
  clearSteamUrl?: boolean;
  lang?: PlayerLanguage;
  reason: string;
  staff: AuthenticatedStaff;
  ip: string | null;
}

/** The profile as the audit log shows it. */
function auditView(player: Pick<PlayerAccount, 'name' | 'avatar' | 'steamUrl' | 'steamId' | 'lang'>) {
  return {
    name: player.name,
    avatar: player.avatar,
    steam_url: player.steamUrl,
    steam_id: player.steamId,
    lang: player.lang,
  };
}

/** The fields that would really change (a name equal to the current one is no change). */
export function profileChangeOf(player: PlayerAccount, command: EditPlayerProfileCommand): ProfileChange {
  const change: ProfileChange = {};
  if (command.name !== undefined && command.name !== player.name) change.name = command.name;
  if (command.resetAvatar && player.avatar !== null) change.avatar = null;
  if (command.clearSteamUrl && player.steamUrl !== null) {
    change.steamUrl = null;
    change.steamId = null;
  }
  if (command.lang !== undefined && command.lang !== player.lang) change.lang = command.lang;
  return change;
}

@Injectable()
export class EditPlayerProfileHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly auditLog: StaffAuditLog,
  ) {}

  async execute(command: EditPlayerProfileCommand): Promise<void> {
    const now = new Date();
    await this.sql.transaction(async (tx) => {
      const player = await this.players.findById(command.playerId, tx, true);
      if (!player) throw new DomainError('USER_NOT_FOUND');
      const change = profileChangeOf(player, command);
      if (Object.keys(change).length === 0) {
        throw DomainError.invalidFields([
          {
            field: 'name',
            message: { en: 'Nothing to change: the profile already looks like this', zh: '没有需要修改的内容' },
          },
        ]);
      }
      await this.players.update(player.id, change, now, tx);
      await this.auditLog.record(
        {
          staff: command.staff,
          action: 'edit',
          resource: PLAYERS_RESOURCE,
          resourceId: player.id,
          before: auditView(player),
          after: auditView({ ...player, ...change }),
          reason: command.reason,
          ip: command.ip,
        },
        tx,
      );
    });
  }
}
