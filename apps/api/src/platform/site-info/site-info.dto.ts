// GET /api/info data (contract section 7).
import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language, type SiteInfoResponse } from '@lootledger/contracts';

export class SiteInfoDto implements SiteInfoResponse {
  @ApiProperty({ example: 'Lootledger' })
  name!: string;

  @ApiProperty({ example: '0.1.0', description: 'The API version' })
  version!: string;

  @ApiProperty({ enum: LANGUAGES, isArray: true, example: LANGUAGES })
  languages!: Language[];

  @ApiProperty({ example: 18, description: 'Players must be at least this old to register' })
  min_age!: number;

  @ApiProperty({ example: 'https://lootledger.example/support', description: 'CUSTOMER_SERVICE_URL' })
  customer_service_url!: string;

  @ApiProperty({ example: '2026-01-01T12:00:00.000Z', description: 'The server clock (ISO-8601 UTC); sign with it' })
  server_time!: string;
}
