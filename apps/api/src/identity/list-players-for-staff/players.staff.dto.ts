// A player as the admin console shows them: identity's profile (with the mobile) and the ledger's
// balance, VIP level, total deposits and freeze, and when they last signed in.
import { ApiProperty } from '@nestjs/swagger';
import {
  formatAmount,
  type StaffPlayerDetailResponse,
  type StaffPlayerInviterResponse,
  type StaffPlayerResponse,
} from '@lootledger/contracts';
import { playerProfileView } from '../accounts/player-profile.view';
import type { StaffPlayerView } from './list-players-for-staff.query';
import type { AccountSummaryWithStatusView } from '../../ledger';

export class AdminPlayerDto implements StaffPlayerResponse {
  @ApiProperty({ example: '0b6f…' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) avatar!: string | null;
  @ApiProperty({
    example: '13800138000',
    nullable: true,
    type: String,
    description: 'null: a Steam account without a mobile',
  })
  mobile!: string | null;
  @ApiProperty({ example: '86', nullable: true, type: String }) area_code!: string | null;
  @ApiProperty() invite_code!: string;
  @ApiProperty({ nullable: true, type: String }) inviter_id!: string | null;
  @ApiProperty({ example: '68.88', description: 'Coin balance (bean), two decimals' }) bean!: string;
  @ApiProperty() vip_level!: number;
  @ApiProperty({ description: 'Frozen by staff: can sign in and look, not spend, recycle or extract' })
  frozen!: boolean;
  @ApiProperty({ example: '300.00', description: 'Total deposits: the sum of paid recharges' })
  total_recharge!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2025-01-02T08:30:00.000Z',
    description: 'When they last signed in (their newest session, registration included); null if never',
  })
  last_sign_in_at!: string | null;
  @ApiProperty({ example: '2025-01-01T12:00:00.000Z' }) created_at!: string;
}

export class PlayerInviterDto implements StaffPlayerInviterResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() invite_code!: string;
}

export class AdminPlayerDetailDto extends AdminPlayerDto implements StaffPlayerDetailResponse {
  @ApiProperty({ nullable: true, type: String }) steam_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) steam_url!: string | null;
  @ApiProperty({ enum: ['zh', 'en'] }) lang!: 'zh' | 'en';
  @ApiProperty({ description: 'Number of paid recharges' }) paid_recharges!: number;
  @ApiProperty({ type: PlayerInviterDto, nullable: true }) inviter!: PlayerInviterDto | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why it was frozen (null when not frozen)' })
  frozen_reason!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The staff id who froze it' }) frozen_by!: string | null;
  @ApiProperty({ nullable: true, type: String }) frozen_at!: string | null;
}

export function toAdminPlayerDto(player: StaffPlayerView, account: AccountSummaryWithStatusView): AdminPlayerDto {
  return {
    ...playerProfileView(player),
    inviter_id: player.inviterId,
    bean: formatAmount(account.balance),
    vip_level: account.vipLevel,
    frozen: account.frozen !== null,
    total_recharge: formatAmount(account.totalRecharge),
    last_sign_in_at: player.lastSignInAt,
    created_at: player.createdAt,
  };
}

export function toAdminPlayerDetailDto(
  player: StaffPlayerView,
  account: AccountSummaryWithStatusView,
  inviter: StaffPlayerView | null,
): AdminPlayerDetailDto {
  return {
    ...toAdminPlayerDto(player, account),
    steam_id: player.steamId,
    steam_url: player.steamUrl,
    lang: player.lang,
    paid_recharges: account.paidRecharges,
    inviter: inviter ? { id: inviter.id, name: inviter.name, invite_code: inviter.inviteCode } : null,
    frozen_reason: account.frozen?.reason ?? null,
    frozen_by: account.frozen?.by ?? null,
    frozen_at: account.frozen?.since ?? null,
  };
}
