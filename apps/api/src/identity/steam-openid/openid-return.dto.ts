// The OpenID 2.0 fields a provider sends back to return_to (a positive assertion, or mode=cancel),
// posted to the API as JSON exactly as they arrived in the page's query string.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { REQUIRED_SIGNED_FIELDS } from '../domain/openid-assertion';

const FIELDS = ['ns', 'mode', ...REQUIRED_SIGNED_FIELDS, 'signed', 'sig', 'invalidate_handle'] as const;

export class OpenIdReturnDto {
  @ApiProperty({ example: 'http://specs.openid.net/auth/2.0' }) @IsString() @MaxLength(2000) 'openid.ns'!: string;
  @ApiProperty({ example: 'id_res', description: 'id_res (a positive assertion) or cancel' })
  @IsString()
  @MaxLength(2000)
  'openid.mode'!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.op_endpoint'?: string;
  @ApiPropertyOptional({ example: 'https://steamcommunity.com/openid/id/76561197960287930' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  'openid.claimed_id'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.identity'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.return_to'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.response_nonce'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.assoc_handle'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.signed'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.sig'?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) 'openid.invalidate_handle'?: string;
}

/** The openid.* fields of a validated body, as the provider sent them. */
export function openIdParamsOf(body: OpenIdReturnDto): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = (body as unknown as Record<string, unknown>)[`openid.${field}`];
    if (typeof value === 'string') params[`openid.${field}`] = value;
  }
  return params;
}
