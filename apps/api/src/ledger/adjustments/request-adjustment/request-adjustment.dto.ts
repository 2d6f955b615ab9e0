import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { ADJUSTMENT_DIRECTIONS, type AdjustmentDirection } from '../domain/coin-adjustment';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RequestAdjustmentDto {
  @ApiProperty({ example: '0b6f…' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  player_id!: string;

  @ApiProperty({ enum: ADJUSTMENT_DIRECTIONS, description: 'credit adds coins, debit takes them' })
  @IsIn(ADJUSTMENT_DIRECTIONS)
  direction!: AdjustmentDirection;

  @ApiProperty({ example: '50.00', description: 'Coins, above 0, exactly two decimals' })
  @IsCoinAmount('amount')
  amount!: string;

  @ApiProperty({
    example: 'compensation for ticket #4411',
    description: 'Required: why (on the event and in the audit log)',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason!: string;
}
