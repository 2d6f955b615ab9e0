import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class RefreshTokenDto {
  @ApiProperty()
  @IsString()
  @Length(1, 200)
  refresh_token!: string;
}
