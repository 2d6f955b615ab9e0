// The request that creates a battle (contract section 12): 1–6 boxes, 2–4 seats, a mode, robots or not.
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, Length } from 'class-validator';
import { BATTLE_MAX_BOXES, BATTLE_MODES, type BattleMode } from '@lootledger/contracts';

export class CreateBattleDto {
  @ApiProperty({ type: [String], description: 'box ids, one per round (1–6; a box may repeat)' })
  @IsArray()
  @ArrayMinSize(1, { context: { zh: '须选择1到6个箱子' } })
  @ArrayMaxSize(BATTLE_MAX_BOXES, { context: { zh: '须选择1到6个箱子' } })
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  boxes!: string[];

  @ApiProperty({ enum: [2, 3, 4] })
  @IsIn([2, 3, 4], { context: { zh: '人数须为2、3或4' } })
  seats!: number;

  @ApiProperty({ enum: BATTLE_MODES })
  @IsIn(BATTLE_MODES as unknown as string[], { context: { zh: '模式无效' } })
  mode!: BattleMode;

  @ApiProperty({ description: 'whether a seated player may fill the empty seats with robots' })
  @IsBoolean()
  robots!: boolean;
}
