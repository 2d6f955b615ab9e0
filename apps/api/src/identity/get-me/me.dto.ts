import { ApiProperty } from '@nestjs/swagger';
import type { InviterResponse, MeResponse } from '@lootledger/contracts';

export class InviterDto implements InviterResponse {
  @ApiProperty() name!: string;
  @ApiProperty() invite_code!: string;
}

/** data of GET /api/me (contract section 7). */
export class MeDto implements MeResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String, description: 'URL path of the avatar, null until one is set' }) avatar!:
    string | null;
  @ApiProperty({ nullable: true, type: String, description: 'null for a Steam account until it binds a mobile' })
  mobile!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '86' }) area_code!: string | null;
  @ApiProperty() invite_code!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The bound Steam account (Steam sign-in), else the 64-bit SteamID derived from the trade URL',
  })
  steam_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) steam_url!: string | null;
  @ApiProperty({ example: '68.88', description: 'Coin balance, two decimals' }) bean!: string;
  @ApiProperty({ example: 0 }) vip_level!: number;
  @ApiProperty({ example: '0.00' }) total_recharge!: string;
  @ApiProperty({ enum: [0, 1] }) is_recharge!: 0 | 1;
  @ApiProperty({ type: InviterDto, nullable: true }) inviter!: InviterDto | null;
  @ApiProperty({ enum: ['zh', 'en'] }) lang!: 'zh' | 'en';
}
