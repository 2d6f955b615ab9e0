import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length, Matches } from 'class-validator';
import { PLAYER_NAME_MAX } from '../domain/player-profile-rules';

export class SetNameDto {
  @ApiProperty({ minLength: 1, maxLength: PLAYER_NAME_MAX, description: 'Trimmed; no control characters' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, PLAYER_NAME_MAX)
  @Matches(/^[^\p{C}]+$/u, {
    message: 'name may not contain control characters',
    context: { zh: '昵称不能包含控制字符' },
  })
  name!: string;
}
