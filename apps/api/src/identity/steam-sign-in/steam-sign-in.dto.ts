import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { SteamLoginUrlResponse, SteamSignInResponse } from '@lootledger/contracts';
import { OpenIdReturnDto } from '../steam-openid/openid-return.dto';

export class SteamHandleDto extends OpenIdReturnDto {
  @ApiPropertyOptional({
    example: true,
    description: 'Accepted the user agreement; needed only when the Steam id has no account yet (AGREEMENT_REQUIRED)',
  })
  @IsOptional()
  agree?: unknown;

  @ApiPropertyOptional({ example: true, description: 'Confirmed being 18 or older; needed only for a new account' })
  @IsOptional()
  adult?: unknown;

  @ApiPropertyOptional({
    description: 'The state_secret GET /api/steam/login gave this browser when it started the sign-in',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  state_secret?: string;
}

export class SteamLoginQueryDto {
  @ApiPropertyOptional({
    enum: ['handle', 'bind'],
    default: 'handle',
    description: 'handle: sign in; bind: bind to the signed-in account (needs its bearer token)',
  })
  @IsOptional()
  @IsIn(['handle', 'bind'])
  purpose?: 'handle' | 'bind';
}

export class SteamLoginUrlDto implements SteamLoginUrlResponse {
  @ApiProperty({ description: "The provider's checkid_setup URL to send the browser to" }) url!: string;
  @ApiPropertyOptional({
    description: 'purpose handle only: keep it in this browser and send it with the assertion to /api/steam/handle',
  })
  state_secret?: string;
}

export class SteamSignInDto implements SteamSignInResponse {
  @ApiProperty() token!: string;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ example: 900 }) expires_in!: number;
  @ApiProperty({ description: 'true while the account has no mobile: bind one before topping up or extracting' })
  need_mobile!: boolean;
}
