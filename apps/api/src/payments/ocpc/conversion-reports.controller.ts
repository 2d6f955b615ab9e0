// POST /api/ocpc/uploadConvertData: the conversion report the player web sends after a first
// recharge (spec section 4; the advertiser's click id travels in logidUrl). Stored per player (once:
// the same report again is not stored twice) and, with CONVERSION_REPORT_URL set, forwarded there by
// the conversion-report forwarder; the web clears its stored promotion id once this succeeds.
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ConversionReportStore } from './conversion-report.store';
import {
  CONVERSION_REPORT_ENDPOINT,
  type ConversionReportEndpoint,
} from './forward-conversion-reports/conversion-report-endpoint';

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
  constructor(
    private readonly reports: ConversionReportStore,
    @Inject(CONVERSION_REPORT_ENDPOINT) private readonly endpoint: ConversionReportEndpoint | null,
  ) {}

  @Post('uploadConvertData')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the conversion report of a first recharge (advertising attribution)' })
  @ApiEnvelope()
  async upload(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: UploadConvertDataDto): Promise<null> {
    await this.reports.record(player.playerId, body.conversionTypes, this.endpoint !== null);
    return null;
  }
}
