// The request that takes a seat in a battle (contract section 12): the battle, and a seat or the lowest free one.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { BattleIdDto } from '../battles/battle.dto';

export class JoinBattleDto extends BattleIdDto {
  @ApiPropertyOptional({ description: 'the seat (0-based); the lowest free one when omitted' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3)
  seat?: number;
}
