// GET /api/info, the site settings' store and the feature switch guard (global: every route with
// @FeatureSwitch). The settings' staff edit lives in the content context.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FeatureSwitchGuard } from './feature-switch';
import { SiteInfoController } from './site-info.controller';
import { SiteSettingsStore } from './site-settings.store';

@Module({
  controllers: [SiteInfoController],
  providers: [SiteSettingsStore, { provide: APP_GUARD, useClass: FeatureSwitchGuard }],
  exports: [SiteSettingsStore],
})
export class SiteInfoModule {}
