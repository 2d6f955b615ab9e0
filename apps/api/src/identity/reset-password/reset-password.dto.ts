import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { MobileDto } from '../accounts/mobile.dto';

export class ResetPasswordDto extends MobileDto {
  @ApiPropertyOptional({ enum: ['forget'] })
  @IsOptional()
  @IsIn(['forget'])
  stast?: string;

  @ApiProperty({ example: '123456', description: 'The SMS code sent with is_use 2' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'verify must be 6 digits', context: { zh: '验证码须为6位数字' } })
  verify!: string;

  @ApiProperty({ minLength: 6, maxLength: 32, description: 'The new password' })
  @IsString()
  @Length(6, 32)
  password!: string;
}
