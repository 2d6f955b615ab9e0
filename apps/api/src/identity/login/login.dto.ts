import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches, ValidateIf, ValidateNested } from 'class-validator';
import { SolvedChallengeDto } from '../../platform/rate-limit/solved-challenge.dto';
import { MobileDto } from '../accounts/mobile.dto';

export class LoginDto extends MobileDto {
  @ApiPropertyOptional({ enum: ['login'] })
  @IsOptional()
  @IsIn(['login'])
  stast?: string;

  @ApiPropertyOptional({ description: 'Password login (send either password or verify)' })
  @ValidateIf((dto: LoginDto) => dto.verify === undefined)
  @IsString()
  @Length(1, 64)
  password?: string;

  @ApiPropertyOptional({
    example: '123456',
    description: 'SMS login: the code sent with is_use 2, instead of password',
  })
  @ValidateIf((dto: LoginDto) => dto.password === undefined || dto.verify !== undefined)
  @IsString()
  @Matches(/^\d{6}$/, { message: 'verify must be 6 digits', context: { zh: '验证码须为6位数字' } })
  verify?: string;

  @ApiPropertyOptional({
    type: SolvedChallengeDto,
    description: 'After a 403 CHALLENGE_REQUIRED: its data.challenge solved (the same request sent again with it)',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SolvedChallengeDto)
  challenge?: SolvedChallengeDto;
}
