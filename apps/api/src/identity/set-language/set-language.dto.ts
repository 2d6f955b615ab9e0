import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type PlayerLanguage } from '../domain/player-profile-rules';

export class SetLanguageDto {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  lang!: PlayerLanguage;
}
