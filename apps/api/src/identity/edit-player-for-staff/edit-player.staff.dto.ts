import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { LANGUAGES, PLAYER_NAME_MAX, type PlayerLanguage } from '../domain/player-profile-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PUT /admin/api/players/{id}: what player care may fix on a profile (never money, mobile or codes). */
export class EditPlayerProfileDto {
  @ApiPropertyOptional({ maxLength: PLAYER_NAME_MAX, description: 'A new nickname (an offensive one replaced)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, PLAYER_NAME_MAX)
  @Matches(/^[^\p{C}]+$/u, {
    message: 'name may not contain control characters',
    context: { zh: '昵称不能包含控制字符' },
  })
  name?: string;

  @ApiPropertyOptional({
    description: 'true: remove the avatar (the player sees the placeholder and may upload again)',
  })
  @IsOptional()
  @IsBoolean()
  reset_avatar?: boolean;

  @ApiPropertyOptional({
    description:
      'true: remove the trade URL (and its SteamID), e.g. a wrong one; staff never set one: only the player does, so ' +
      'nobody can redirect withdrawals by talking to support',
  })
  @IsOptional()
  @IsBoolean()
  clear_steam_url?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: PlayerLanguage;

  @ApiProperty({ example: 'ticket 4711: offensive nickname', description: 'Why (required; kept in the audit log)' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason!: string;
}
