// Shapes of a room at the ROLL player calls (contract section 12): the detail and list queries, and
// the responses as OpenAPI models of libs/contracts' room shapes (create-room/ and join-room/ hold
// their own requests).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import type {
  Paged,
  RollParticipantResponse,
  RollPrizeResponse,
  RollRoomResponse,
  RollStatus,
  RollWinnerDrawResponse,
} from '@lootledger/contracts';
import { PageRequestDto } from '../../../platform/http/page-request.dto';
import { PageDto } from '../../../platform/openapi/page.dto';

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

export class RollRoomPageDto extends PageDto(RollRoomDto) implements Paged<RollRoomResponse> {}
