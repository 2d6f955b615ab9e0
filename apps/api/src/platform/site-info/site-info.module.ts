// GET /api/info.
import { Module } from '@nestjs/common';
import { SiteInfoController } from './site-info.controller';
import { SITE_SETTINGS, loadSiteSettings } from './site-settings';

@Module({
  controllers: [SiteInfoController],
  providers: [{ provide: SITE_SETTINGS, useFactory: () => loadSiteSettings() }],
})
export class SiteInfoModule {}
