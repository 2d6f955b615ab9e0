// The bodies of the two sign-in steps: email and password (with a solved challenge when one is
// required), then (members with TOTP) the second factor.
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length, ValidateIf } from 'class-validator';
import { SolvedChallengeDto, SolvedChallengeField } from '../../platform/rate-limit/solved-challenge.dto';

export class StaffLoginDto {
  @ApiProperty({ example: 'admin@lootledger.local', description: 'Matched case-insensitively' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, 254)
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @Length(1, 256)
  password!: string;

  @SolvedChallengeField()
  challenge?: SolvedChallengeDto;
}

export class StaffLoginTotpDto {
  @ApiProperty({ description: 'data.mfa_token of the 401 TOTP_REQUIRED answer to /login (5 minutes)' })
  @IsString()
  @Length(1, 200)
  mfa_token!: string;

  @ApiProperty({ required: false, description: 'The current 6-digit code of the authenticator app', example: '123456' })
  @ValidateIf((body: StaffLoginTotpDto) => body.recovery_code === undefined)
  @IsString()
  @Length(6, 8)
  code?: string;

  @ApiProperty({
    required: false,
    description: 'Instead of code: an unused recovery code (works once)',
    example: '7k2m-q9xa-4hfp',
  })
  @ValidateIf((body: StaffLoginTotpDto) => body.code === undefined)
  @IsString()
  @Length(1, 64)
  recovery_code?: string;
}
