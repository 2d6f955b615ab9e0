// Shapes of the ROLL player calls (contract section 12): requests validated here, responses as
// OpenAPI models of libs/contracts' room shapes.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import type {
  Paged,
  RollParticipantResponse,
  RollPrizeResponse,
  RollRoomResponse,
  RollStatus,
  RollWinnerDrawResponse,
} from '@lootledger/contracts';
import { IsCoinAmount } from '../../platform/validation/coin-amount';
import { PageRequestDto } from '../../platform/http/page-request.dto';
import { MAX_ROOM_PRIZES, MIN_ROOM_PRIZES } from './domain/room.decider';

export class RoomSettingsDto {
  @ApiProperty({ maxLength: 50 })
  @IsString()
  @Length(1, 50, { context: { zh: '房间名称须为1到50个字符' } })
  name!: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @Length(0, 500)
  description?: string;

  @ApiPropertyOptional({ maxLength: 32, description: 'players must give it to join' })
  @IsOptional()
  @IsString()
  @Length(0, 32)
  password?: string;

  @ApiPropertyOptional({ example: '0.00', description: 'the recharge total a player needs to join (≥ 0.00)' })
  @IsOptional()
  @IsCoinAmount('min_recharge', {
    en: 'the reload amount cannot be empty or less than 0 (two decimals, e.g. "10.00")',
    zh: '充值金额不能为空或小于0（两位小数，如 "10.00"）',
  })
  min_recharge?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 365,
    default: 30,
    description: 'min_recharge counts the recharges of this many days before a join',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(365)
  recharge_days?: number;

  @ApiPropertyOptional({ minimum: 0, description: '0 or absent: no limit' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100_000)
  max_participants?: number;

  @ApiProperty({ description: 'ISO-8601: when the prizes are drawn' })
  @IsISO8601({ strict: true }, { context: { zh: '结束时间无效' } })
  end_time!: string;
}

export class CreateRoomDto extends RoomSettingsDto {
  @ApiPropertyOptional({ description: "only the creator's invitees may join" })
  @IsOptional()
  @IsBoolean()
  subordinates_only?: boolean;

  @ApiProperty({ type: [String], description: `backpack storage ids, ${MIN_ROOM_PRIZES} or more, each once` })
  @IsArray()
  @ArrayMinSize(MIN_ROOM_PRIZES, { context: { zh: '奖品至少3个' } })
  @ArrayMaxSize(MAX_ROOM_PRIZES)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  storage_ids!: string[];
}

export class JoinRoomDto {
  @ApiProperty()
  @IsString()
  @Length(1, 64)
  id!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Length(0, 32)
  password?: string;
}

export class RoomDetailQueryDto {
  @ApiProperty()
  @IsString()
  @Length(1, 64)
  id!: string;
}

export class RoomListQueryDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: [0, 1], description: '0 ongoing (default), 1 ended' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1])
  status?: RollStatus;
}

export class RollPrizeDto implements RollPrizeResponse {
  @ApiProperty() index!: number;
  @ApiProperty() item_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '10.00' }) bean!: string;
  @ApiProperty({ nullable: true, type: String }) winner_id!: string | null;
}

export class RollParticipantDto implements RollParticipantResponse {
  @ApiProperty() player_id!: string;
  @ApiProperty() name!: string;
}

export class RollWinnerDrawDto implements RollWinnerDrawResponse {
  @ApiProperty() prize!: number;
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
  @ApiProperty() remaining!: number;
  @ApiProperty() index!: number;
  @ApiProperty() player_id!: string;
}

export class RollRoomDto implements RollRoomResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: [0, 1], description: '0 ongoing, 1 ended' }) status!: RollStatus;
  @ApiProperty() cancelled!: boolean;
  @ApiProperty() house!: boolean;
  @ApiProperty({ nullable: true, type: String }) creator_id!: string | null;
  @ApiProperty() has_password!: boolean;
  @ApiProperty({ example: '0.00' }) min_recharge!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'the recharge window in days; null: all time' })
  recharge_days!: number | null;
  @ApiProperty() max_participants!: number;
  @ApiProperty() subordinates_only!: boolean;
  @ApiProperty() end_time!: string;
  @ApiProperty({ type: [RollPrizeDto] }) prizes!: RollPrizeDto[];
  @ApiProperty({ type: [RollParticipantDto] }) participants!: RollParticipantDto[];
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty({ nullable: true, type: String }) server_seed!: string | null;
  @ApiProperty({ nullable: true, type: String }) client_seed!: string | null;
  @ApiProperty({ type: [RollWinnerDrawDto] }) draws!: RollWinnerDrawDto[];
}

export class RollRoomPageDto implements Paged<RollRoomResponse> {
  @ApiProperty({ type: [RollRoomDto] }) data!: RollRoomDto[];
  @ApiProperty() total!: number;
  @ApiProperty() per_page!: number;
  @ApiProperty() current_page!: number;
}
