import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SetSteamUrlDto {
  @ApiProperty({ example: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234' })
  @IsString()
  @MaxLength(300)
  steam_url!: string;
}
