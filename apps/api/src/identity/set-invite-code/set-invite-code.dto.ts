import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { CUSTOM_INVITE_CODE_MAX, CUSTOM_INVITE_CODE_MIN } from '../domain/player-profile-rules';

export class SetInviteCodeDto {
  @ApiProperty({
    example: 'LUCKY7',
    description:
      `${CUSTOM_INVITE_CODE_MIN}–${CUSTOM_INVITE_CODE_MAX} letters A–Z and digits, at least one letter; ` +
      'case does not matter (kept upper case, leading and trailing spaces ignored)',
  })
  @IsString()
  @Length(1, 64)
  invite_code!: string;
}

export class InviteCodeDto {
  @ApiProperty({ example: 'LUCKY7' }) invite_code!: string;
}
