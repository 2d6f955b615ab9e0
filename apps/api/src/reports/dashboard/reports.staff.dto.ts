// Shapes of GET /admin/api/reports/summary: the dashboard's totals and series (amounts as two-decimal
// strings; the house's liability now; each box's RTP actual over the range vs configured).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import type {
  ReportBoxResponse,
  ReportBucket,
  ReportFiguresResponse,
  ReportPointResponse,
  ReportSummaryResponse,
} from '@lootledger/contracts';
import { REPORT_BUCKETS } from './report-buckets';

/** A date, or a date and time with Z or an offset. */
const ISO_DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

export class ReportSummaryRequestDto {
  @ApiPropertyOptional({
    example: '2025-03-01',
    description: 'from (inclusive): a date (UTC midnight) or an instant with Z/offset; default 30 days before `to`',
  })
  @IsOptional()
  @IsString()
  @Matches(ISO_DATE_OR_INSTANT, {
    message: 'from must be an ISO-8601 date or a time with Z or an offset',
    context: { zh: 'from 须为 ISO-8601 日期或含时区的时间' },
  })
  from?: string;

  @ApiPropertyOptional({
    example: '2025-03-31',
    description: 'to (exclusive): an instant, or a date meaning the end of that day (UTC); default now',
  })
  @IsOptional()
  @IsString()
  @Matches(ISO_DATE_OR_INSTANT, {
    message: 'to must be an ISO-8601 date or a time with Z or an offset',
    context: { zh: 'to 须为 ISO-8601 日期或含时区的时间' },
  })
  to?: string;

  @ApiPropertyOptional({ enum: REPORT_BUCKETS, description: 'default day' })
  @IsOptional()
  @IsIn(REPORT_BUCKETS as unknown as string[])
  bucket?: string;
}

export class ReportFiguresDto implements ReportFiguresResponse {
  @ApiProperty({ example: '1200.00', description: 'paid recharge orders: money taken' }) deposits!: string;
  @ApiProperty() deposit_count!: number;
  @ApiProperty({ example: '30.00', description: 'coins credited by card codes redeemed (counted apart from deposits)' })
  card_codes!: string;
  @ApiProperty() card_code_count!: number;
  @ApiProperty({ example: '80.00', description: 'value of the items extracted (bills settled in status 1)' })
  withdrawals!: string;
  @ApiProperty() withdrawal_count!: number;
  @ApiProperty({ example: '500.00', description: 'box prices paid' }) box_spend!: string;
  @ApiProperty({ example: '450.00', description: 'value of the items those openings granted' }) box_granted!: string;
  @ApiProperty({ example: '50.00', description: 'gross gaming revenue: box_spend - box_granted' }) ggr!: string;
  @ApiProperty({ description: 'boxes opened' }) boxes_opened!: number;
}

export class ReportPointDto extends ReportFiguresDto implements ReportPointResponse {
  @ApiProperty({ example: '2025-03-10', description: 'the first day of the bucket (UTC)' }) bucket!: string;
}

export class ReportBoxDto implements ReportBoxResponse {
  @ApiProperty() box_id!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() name_en!: string;
  @ApiProperty() boxes_opened!: number;
  @ApiProperty({ example: '66.60' }) spent!: string;
  @ApiProperty({ example: '60.00' }) granted!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '90.09',
    description: 'granted / spent over the range, percent (null: not opened in the range)',
  })
  rtp_actual!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '89.95',
    description: 'the pool as configured now, percent (null: the box no longer exists)',
  })
  rtp_configured!: string | null;
}

export class ReportSummaryDto implements ReportSummaryResponse {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ enum: REPORT_BUCKETS }) bucket!: ReportBucket;
  @ApiProperty({ type: ReportFiguresDto, description: 'over the whole range' }) totals!: ReportFiguresDto;
  @ApiProperty({ example: '12345.67', description: "every player's balance now: the house's liability" })
  player_balances!: string;
  @ApiProperty({ description: 'when player_balances was read' }) player_balances_at!: string;
  @ApiProperty({ type: [ReportPointDto], description: 'one point per bucket of the range, empty ones included' })
  series!: ReportPointDto[];
  @ApiProperty({ type: [ReportBoxDto], description: 'every box (configured or opened in the range), by id' })
  boxes!: ReportBoxDto[];
}
