// POST /admin/api/card-code-batches {count, bean, expires_at, note?} → the batch, its codes and a CSV
// of them: the only time the codes are ever shown.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { IssuedCardCodeBatchResponse } from '@lootledger/contracts';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { CardCodeBatchDto } from '../get-card-code-batch/card-code-batch.view';
import { MAX_CODES_PER_BATCH } from './create-card-code-batch.command';

/** A date, or a date and time with Z or an offset: never a local time the server would have to guess. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

export class CreateCardCodeBatchDto {
  @ApiProperty({ minimum: 1, maximum: MAX_CODES_PER_BATCH, example: 100 })
  @Type(() => Number)
  @IsInt({ context: { zh: '数量必须是整数' } })
  @Min(1, { context: { zh: '数量至少为 1' } })
  @Max(MAX_CODES_PER_BATCH, { context: { zh: `数量最多为 ${MAX_CODES_PER_BATCH}` } })
  count!: number;

  @ApiProperty({ example: '10.00', description: 'coins each code credits: two decimals, greater than 0' })
  @IsCoinAmount('bean', { zh: '面额须为两位小数的金额，如 "10.00"' })
  bean!: string;

  @ApiProperty({ example: '2030-12-31T23:59:59Z', description: 'ISO-8601, in the future; with Z or an offset' })
  @IsString()
  @Matches(ISO_INSTANT, {
    message: 'expires_at must be an ISO-8601 date or a time with Z or an offset',
    context: { zh: '过期时间须为 ISO-8601 格式（含时区）' },
  })
  expires_at!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'for staff: what the batch is for (reseller, campaign)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export class CreatedCardCodeBatchDto extends CardCodeBatchDto implements IssuedCardCodeBatchResponse {
  @ApiProperty({
    type: [String],
    example: ['K7QX-M2PA-9DHT-WZ3R-EN5C'],
    description: 'the codes, shown this once: only their hashes are stored',
  })
  codes!: string[];

  @ApiProperty({
    example: 'code,bean,expires_at,batch_id\r\nK7QX-M2PA-9DHT-WZ3R-EN5C,10.00,2030-12-31T23:59:59.000Z,…\r\n',
    description: 'the same codes as CSV (RFC 4180), shown this once',
  })
  csv!: string;
}
