// GET /api/info: what a client shows before login (name, languages, minimum age, support link) and
// the server clock, which a client with a wrong clock can use to keep X-Timestamp within 300 s.
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LANGUAGES } from '@lootledger/contracts';
import { ApiEnvelope } from '../openapi/api-envelope.decorator';
import { SiteInfoDto } from './site-info.dto';
import { SITE_SETTINGS, type SiteSettings } from './site-settings';

export const MIN_AGE = 18;

@ApiTags('site')
@Controller('api/info')
export class SiteInfoController {
  constructor(@Inject(SITE_SETTINGS) private readonly settings: SiteSettings) {}

  @Get()
  @ApiOperation({ summary: 'Site information and the server time' })
  @ApiEnvelope(SiteInfoDto)
  get(): SiteInfoDto {
    return {
      name: this.settings.name,
      version: this.settings.version,
      languages: [...LANGUAGES],
      min_age: MIN_AGE,
      customer_service_url: this.settings.customerServiceUrl,
      server_time: new Date().toISOString(),
    };
  }
}
