// GET /api/info data (contract section 7; features and stats_script_url added with the site settings).
import { ApiProperty } from '@nestjs/swagger';
import {
  LANGUAGES,
  SITE_FEATURE_DESCRIPTIONS,
  SITE_FEATURES,
  type Language,
  type SiteFeature,
  type SiteInfoResponse,
} from '@lootledger/contracts';

/** The switches: one boolean per feature of SITE_FEATURES (the games' come from their wire contracts). */
export type SiteFeatures = Record<SiteFeature, boolean>;

/** The switches' schema: a property per feature, in SITE_FEATURES' order, described as the contracts say. */
export class SiteFeaturesDto {}
for (const feature of SITE_FEATURES) {
  ApiProperty({ type: Boolean, description: SITE_FEATURE_DESCRIPTIONS[feature] })(SiteFeaturesDto.prototype, feature);
}

export class SiteInfoDto implements SiteInfoResponse {
  @ApiProperty({ example: 'Lootledger' })
  name!: string;

  @ApiProperty({ example: '0.1.0', description: 'The API version' })
  version!: string;

  @ApiProperty({ enum: LANGUAGES, isArray: true, example: LANGUAGES })
  languages!: Language[];

  @ApiProperty({ example: 18, description: 'Players must be at least this old to register (site settings, 18–25)' })
  min_age!: number;

  @ApiProperty({
    example: 'https://lootledger.example/support',
    description: 'Site settings (first default: CUSTOMER_SERVICE_URL)',
  })
  customer_service_url!: string;

  @ApiProperty({ example: '2026-01-01T12:00:00.000Z', description: 'The server clock (ISO-8601 UTC); sign with it' })
  server_time!: string;

  @ApiProperty({
    type: SiteFeaturesDto,
    description: `Which features are on (${SITE_FEATURES.join(', ')}); off: hidden, their calls 403 FEATURE_DISABLED`,
  })
  features!: SiteFeatures;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'The visitor-statistics script the 404 page loads (site settings); null: none, the default',
  })
  stats_script_url!: string | null;
}
