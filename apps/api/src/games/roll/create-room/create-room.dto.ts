// The request that creates a ROLL room (contract section 12): its settings (shared with staff's house
// rooms) and the backpack items offered as prizes.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { MAX_ROOM_PRIZES, MIN_ROOM_PRIZES } from '../domain/room.decider';
import { hundredths } from '../../../platform/http/staff-fields';
import type { CreateRoomInput } from './create-room.handler';

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

/** A room's settings as the create-room command takes them (from a player's or staff's request). */
export function roomSettingsInput(body: RoomSettingsDto): CreateRoomInput {
  return {
    name: body.name,
    description: body.description,
    password: body.password,
    minRecharge: hundredths(body.min_recharge ?? '0.00'),
    rechargeDays: body.recharge_days,
    maxParticipants: body.max_participants,
    endTime: new Date(body.end_time),
  };
}
