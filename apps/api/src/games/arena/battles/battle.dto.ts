// Shapes of a battle at the arena's player calls (contract section 12): the battle id a call names,
// the detail and list queries, and the responses as OpenAPI models of libs/contracts' battle shapes
// (create-battle/ and join-battle/ hold their own requests).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import {
  BATTLE_MODES,
  type BattleBoxItemResponse,
  type BattleBoxOptionResponse,
  type BattleBoxResponse,
  type BattleMode,
  type BattleResponse,
  type BattleRoundResponse,
  type BattleSeatResponse,
  type BattleStatus,
  type BattleTieBreakResponse,
  type Paged,
} from '@lootledger/contracts';
import { PageRequestDto } from '../../../platform/http/page-request.dto';
import { PageDto } from '../../../platform/openapi/page.dto';

/** The refusals every paying call may answer. */
export const BATTLE_REFUSALS =
  '404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING, 403 ACCOUNT_FROZEN, 422 INSUFFICIENT_BALANCE. A refusal moves no coins.';

export class BattleIdDto {
  @ApiProperty()
  @IsString()
  @Length(1, 64)
  id!: string;
}

export class BattleDetailQueryDto {
  @ApiProperty()
  @IsString()
  @Length(1, 64)
  game_arena_id!: string;
}

export class BattleListQueryDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: [0, 1, 2, 3], description: 'one status; default: waiting and in progress' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1, 2, 3])
  status?: number;

  @ApiPropertyOptional({ enum: BATTLE_MODES })
  @IsOptional()
  @IsIn(BATTLE_MODES as unknown as string[])
  mode?: string;

  @ApiPropertyOptional({ enum: [2, 3, 4] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([2, 3, 4])
  seats?: number;
}

export class BattleBoxItemDto implements BattleBoxItemResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty() lv!: number;
  @ApiProperty({ example: '3.20' }) bean!: string;
}

export class BattleBoxDto implements BattleBoxResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '10.00' }) price!: string;
  @ApiProperty({
    description: '[item id, weight] in draw order',
    type: 'array',
    items: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, minItems: 2, maxItems: 2 },
  })
  pool!: [string, number][];
  @ApiPropertyOptional({ type: [BattleBoxItemDto], description: "the pool's items (detail only)" })
  items?: BattleBoxItemDto[];
}

export class BattleSeatDto implements BattleSeatResponse {
  @ApiProperty() seat!: number;
  @ApiProperty({ nullable: true, type: String }) player_id!: string | null;
  @ApiProperty() robot!: boolean;
  @ApiProperty() name!: string;
  @ApiProperty() avatar!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty({ example: '12.34' }) total!: string;
  @ApiProperty({ example: '0.00' }) won!: string;
}

export class BattleRoundDto implements BattleRoundResponse {
  @ApiProperty() round!: number;
  @ApiProperty() seat!: number;
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
  @ApiProperty() ticket!: number;
  @ApiProperty() item_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty() lv!: number;
  @ApiProperty({ example: '3.20' }) bean!: string;
}

export class BattleTieBreakDto implements BattleTieBreakResponse {
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
  @ApiProperty({ type: [Number] }) tied!: number[];
  @ApiProperty() index!: number;
}

export class BattleDto implements BattleResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: [0, 1, 2, 3], description: '0 waiting, 1 in progress, 2 ended, 3 cancelled' })
  status!: BattleStatus;
  @ApiProperty({ enum: BATTLE_MODES }) mode!: BattleMode;
  @ApiProperty() seats_total!: number;
  @ApiProperty() robots!: boolean;
  @ApiProperty({ example: '30.00', description: 'per seat' }) price!: string;
  @ApiProperty() creator_id!: string;
  @ApiProperty({ type: [BattleBoxDto] }) boxes!: BattleBoxDto[];
  @ApiProperty({ type: [BattleSeatDto] }) seats!: BattleSeatDto[];
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty({ nullable: true, type: String }) server_seed!: string | null;
  @ApiProperty({ nullable: true, type: String }) client_seed!: string | null;
  @ApiPropertyOptional({ type: [BattleRoundDto] }) rounds?: BattleRoundDto[];
  @ApiProperty({ nullable: true, type: BattleTieBreakDto }) tie_break!: BattleTieBreakDto | null;
  @ApiProperty({ type: [Number] }) winners!: number[];
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String, description: 'when the rounds were drawn; the reveal starts here' })
  started_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
}

export class BattlePageDto extends PageDto(BattleDto) implements Paged<BattleResponse> {}

export class BattleBoxOptionDto implements BattleBoxOptionResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '10.00' }) price!: string;
}
