// @FeatureSwitch('battles') on a player route: while staff have switched the feature off in the site
// settings, the call is refused with 403 FEATURE_DISABLED (data: {feature}) before anything else runs
// (a global guard, ahead of authentication: a switched-off feature answers the same to everyone).
// Put it on the calls that start something (create, join, play, buy); reads and the calls that give
// something back (a battle's cancel and refund) stay open.
import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import type { SiteFeature } from '@lootledger/contracts';
import { DomainError } from '../errors/domain-error';
import { SiteSettingsStore } from './site-settings.store';

export const FEATURE_SWITCH_KEY = 'lootledger:feature-switch';

export function FeatureSwitch(feature: SiteFeature) {
  return applyDecorators(
    SetMetadata(FEATURE_SWITCH_KEY, feature),
    ApiExtension('x-feature-switch', {
      feature,
      refusal: `403 FEATURE_DISABLED while the site settings switch "${feature}" off`,
    }),
  );
}

@Injectable()
export class FeatureSwitchGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SiteSettingsStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.get<SiteFeature | undefined>(FEATURE_SWITCH_KEY, context.getHandler());
    if (!feature) return true;
    const { features } = await this.settings.current();
    if (!features[feature]) throw new DomainError('FEATURE_DISABLED', {}, { feature });
    return true;
  }
}
