// The body of POST /api/login: mobile and password, or an SMS code instead of the password (with a
// solved challenge when one is required).
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { SolvedChallengeDto, SolvedChallengeField } from '../../platform/rate-limit/solved-challenge.dto';
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

  @SolvedChallengeField()
  challenge?: SolvedChallengeDto;
}
