// An account's profile fields under their wire names (id, name, avatar, mobile, area_code,
// invite_code): the first fields of the player's own GET /api/me and of the console's player rows.
import type { PlayerAccount } from './player-account.repository';

type ProfileSource = Pick<PlayerAccount, 'id' | 'name' | 'avatar' | 'mobile' | 'areaCode' | 'inviteCode'>;

export function playerProfileView(player: ProfileSource) {
  return {
    id: player.id,
    name: player.name,
    avatar: player.avatar,
    mobile: player.mobile,
    area_code: player.areaCode,
    invite_code: player.inviteCode,
  };
}
