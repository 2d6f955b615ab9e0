// The staff member's own two-factor sign-in as the admin API shows it, and the code bodies.
import { ApiProperty } from '@nestjs/swagger';
import type {
  StaffRecoveryCodesResponse,
  StaffTotpSetupResponse,
  StaffTotpStatusResponse,
} from '@lootledger/contracts';
import { IsString, Length } from 'class-validator';

export class StaffTotpStatusDto implements StaffTotpStatusResponse {
  @ApiProperty({ description: 'Whether the member signs in with a TOTP code' })
  enabled!: boolean;

  @ApiProperty({ description: 'Their role must (roles that move money); then it cannot be turned off' })
  required!: boolean;

  @ApiProperty({ description: 'Unused recovery codes (0 when not enabled)', example: 10 })
  recovery_codes_left!: number;
}

export class StaffTotpSetupDto implements StaffTotpSetupResponse {
  @ApiProperty({
    description: 'Base32 secret, for typing into an authenticator app',
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  secret!: string;

  @ApiProperty({
    example:
      'otpauth://totp/Lootledger:admin@lootledger.local?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lootledger&algorithm=SHA1&digits=6&period=30',
  })
  otpauth_url!: string;

  @ApiProperty({ description: 'The QR code of otpauth_url: data:image/svg+xml;base64,...' })
  qr_code!: string;
}

export class StaffRecoveryCodesDto implements StaffRecoveryCodesResponse {
  @ApiProperty({
    type: [String],
    description: 'Ten one-time codes, shown this once (only their keyed hashes are kept)',
    example: ['7k2m-q9xa-4hfp', 'c3dw-8vne-tr5b'],
  })
  recovery_codes!: string[];
}

export class TotpCodeDto {
  @ApiProperty({ description: 'The current 6-digit code of the authenticator app', example: '123456' })
  @IsString()
  @Length(6, 8)
  code!: string;
}
