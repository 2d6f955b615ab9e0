// GET /api/info: what a client shows before login (name, languages, minimum age, support link, which
// features are on, the 404 page's statistics script) and the server clock, which a client with a
// wrong clock can use to keep X-Timestamp within 300 s.
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LANGUAGES } from '@lootledger/contracts';
import { ApiEnvelope } from '../openapi/api-envelope.decorator';
import { SiteInfoDto } from './site-info.dto';
import { SITE_NAME, siteVersion } from './site-settings';
import { SiteSettingsStore } from './site-settings.store';

@ApiTags('site')
@Controller('api/info')
export class SiteInfoController {
  constructor(private readonly settings: SiteSettingsStore) {}

  @Get()
  @ApiOperation({ summary: 'Site information, the site settings players see, and the server time' })
  @ApiEnvelope(SiteInfoDto)
  async get(): Promise<SiteInfoDto> {
    const settings = await this.settings.current();
    return {
      name: SITE_NAME,
      version: siteVersion(),
      languages: [...LANGUAGES],
      min_age: settings.minAge,
      customer_service_url: settings.customerServiceUrl,
      server_time: new Date().toISOString(),
      features: { ...settings.features },
      stats_script_url: settings.statsScriptUrl,
    };
  }
}
