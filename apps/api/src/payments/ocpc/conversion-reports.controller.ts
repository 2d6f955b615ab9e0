// POST /api/ocpc/uploadConvertData: the conversion report the player web sends after a first
// recharge (spec section 4; the advertiser's click id travels in logidUrl). Stored as given, per
// player, for marketing to forward; the web clears its stored promotion id once this succeeds.
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { SqlClient } from '@lootledger/event-store';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';

export const CONVERSION_MIGRATIONS = [
  {
    id: 'payments-003-conversion-reports',
    sql: `CREATE TABLE IF NOT EXISTS payments_conversion_reports (
      id bigserial PRIMARY KEY,
      player_id text NOT NULL,
      logid_url text NOT NULL,
      new_type integer NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS payments_conversion_reports_by_player ON payments_conversion_reports (player_id);`,
  },
];

class ConversionTypeDto {
  @ApiProperty({ description: 'the landing URL with the advertiser click id' })
  @IsString()
  @MaxLength(2048)
  logidUrl!: string;

  @ApiProperty({ description: 'the conversion type the advertiser defines' })
  @Type(() => Number)
  @IsInt()
  newType!: number;
}

class UploadConvertDataDto {
  @ApiProperty({ type: [ConversionTypeDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => ConversionTypeDto)
  conversionTypes!: ConversionTypeDto[];
}

@ApiTags('payments')
@ApiBearerAuth()
@Controller('api/ocpc')
@UseGuards(PlayerAuthGuard)
export class ConversionReportsController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Post('uploadConvertData')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the conversion report of a first recharge (advertising attribution)' })
  @ApiEnvelope()
  async upload(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: UploadConvertDataDto): Promise<null> {
    await this.sql.query(
      `INSERT INTO payments_conversion_reports (player_id, logid_url, new_type)
       SELECT $1, u, t FROM unnest($2::text[], $3::int4[]) AS x(u, t)`,
      [
        player.playerId,
        body.conversionTypes.map((type) => type.logidUrl),
        body.conversionTypes.map((type) => type.newType),
      ],
    );
    return null;
  }
}
