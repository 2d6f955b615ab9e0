// /admin/api/settings (one record, id "site"): the customer-service link, the minimum age, the feature
// switches (the games' and the shop's: SITE_FEATURES) and the 404 page's visitor-statistics script.
// Content staff edit them (admin too); every change is a staff audit entry with before and after,
// written in the change's transaction.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { SITE_FEATURES, type SiteFeature, type StaffSiteSettingsResponse } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { IsReason } from '../../platform/http/staff-fields';
import {
  MIN_AGE_CEILING,
  MIN_AGE_FLOOR,
  SITE_URL_MAX,
  SiteFeaturesDto,
  SiteSettingsStore,
  type SiteFeatures,
  type SiteSettings,
  type SiteSettingsRow,
} from '../../platform/site-info';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { SaveSiteSettingsCommand } from './save-site-settings.command';

export const SITE_SETTINGS_ID = 'site';

export class AdminSiteSettingsDto implements StaffSiteSettingsResponse {
  @ApiProperty({ example: SITE_SETTINGS_ID }) id!: 'site';
  @ApiProperty({ example: 'https://lootledger.example/support' }) customer_service_url!: string;
  @ApiProperty({ example: 18 }) min_age!: number;
  @ApiProperty({ type: SiteFeaturesDto }) features!: SiteFeatures;
  @ApiProperty({ type: String, nullable: true, example: null }) stats_script_url!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null: never saved (the defaults)' })
  updated_at!: string | null;
}

/** The switches to change: an optional boolean per feature of SITE_FEATURES. */
class FeatureSwitchesDto {}
for (const feature of SITE_FEATURES) {
  for (const decorate of [ApiPropertyOptional({ type: Boolean }), IsOptional(), IsBoolean()]) {
    decorate(FeatureSwitchesDto.prototype, feature);
  }
}

export class UpdateSiteSettingsDto {
  @ApiPropertyOptional({ description: 'http(s), mailto: or a path on this site' })
  @IsOptional()
  @IsString()
  @MaxLength(SITE_URL_MAX)
  customer_service_url?: string;

  @ApiPropertyOptional({ minimum: MIN_AGE_FLOOR, maximum: MIN_AGE_CEILING })
  @IsOptional()
  @IsInt()
  min_age?: number;

  @ApiPropertyOptional({ type: FeatureSwitchesDto, description: 'the switches to change (others stay)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => FeatureSwitchesDto)
  features?: Partial<Record<SiteFeature, boolean>>;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'https:// script the 404 page loads (http:// only for 127.0.0.1/localhost); null or "" switches it off',
  })
  @IsOptional()
  @IsString()
  @MaxLength(SITE_URL_MAX)
  stats_script_url?: string | null;

  @IsReason() reason?: string;
}

export function siteSettingsView(row: SiteSettingsRow): AdminSiteSettingsDto {
  const { settings } = row;
  return {
    id: SITE_SETTINGS_ID,
    customer_service_url: settings.customerServiceUrl,
    min_age: settings.minAge,
    features: { ...settings.features },
    stats_script_url: settings.statsScriptUrl,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

function changeOf(body: UpdateSiteSettingsDto): Partial<SiteSettings> {
  const change: Partial<SiteSettings> = {};
  if (body.customer_service_url !== undefined) change.customerServiceUrl = body.customer_service_url.trim();
  if (body.min_age !== undefined) change.minAge = body.min_age;
  if (body.stats_script_url !== undefined) change.statsScriptUrl = body.stats_script_url?.trim() || null;
  if (body.features) {
    const features: Partial<Record<SiteFeature, boolean>> = {};
    for (const feature of SITE_FEATURES) {
      if (typeof body.features[feature] === 'boolean') features[feature] = body.features[feature];
    }
    change.features = features as Record<SiteFeature, boolean>;
  }
  return change;
}

export const SITE_SETTINGS: ConfigResource<
  SiteSettingsRow,
  AdminSiteSettingsDto,
  string,
  'id',
  { id?: string[] },
  never,
  UpdateSiteSettingsDto
> = {
  resource: 'settings',
  dto: AdminSiteSettingsDto,
  view: siteSettingsView,
  rows: async (context) => [await new SiteSettingsStore(context.sql).load()],
  keyOf: (id) => {
    if (id !== SITE_SETTINGS_ID) throw new DomainError('NOT_FOUND');
    return id;
  },
  rowKey: () => SITE_SETTINGS_ID,
  notFound: 'NOT_FOUND',
  list: listByIds('The site settings (one record, id "site")', { id: () => 1 }),
  show: { summary: 'The site settings' },
  edit: {
    summary: 'Change site settings: customer-service link, minimum age, feature switches, statistics script',
    description:
      `400 VALIDATION_FAILED (a link that is not http(s)/mailto:/a site path, a minimum age outside ` +
      `${MIN_AGE_FLOOR}–${MIN_AGE_CEILING}, a statistics script that is not https). Fields left out stay. ` +
      'A switched-off feature is hidden on the player web and its calls answer 403 FEATURE_DISABLED. ' +
      'Audited with before and after.',
    body: UpdateSiteSettingsDto,
    run: (_key, body, _current, onChange, context) =>
      context.commandBus.execute(new SaveSiteSettingsCommand(changeOf(body), onChange)),
  },
};

export class SiteSettingsStaffController extends AuditedConfigController(SITE_SETTINGS) {}
