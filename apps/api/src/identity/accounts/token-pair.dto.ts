import { ApiProperty } from '@nestjs/swagger';
import type { TokenPairResponse } from '@lootledger/contracts';

/** data of register, login and refresh. */
export class TokenPairDto implements TokenPairResponse {
  @ApiProperty({ description: 'Access token for Authorization: Bearer (short-lived)' })
  token!: string;

  @ApiProperty({ description: 'Single-use refresh token for POST /api/auth/refresh' })
  refresh_token!: string;

  @ApiProperty({ description: 'Seconds until the access token expires', example: 900 })
  expires_in!: number;
}
