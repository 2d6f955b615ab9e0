import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { MobileDto } from '../accounts/mobile.dto';

export class RegisterDto extends MobileDto {
  @ApiPropertyOptional({ enum: ['register'], description: 'The spec\'s form marker; "register" when sent' })
  @IsOptional()
  @IsIn(['register'])
  stast?: string;

  @ApiProperty({ example: '123456', description: 'The SMS code sent with is_use 1' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'verify must be 6 digits', context: { zh: '验证码须为6位数字' } })
  verify!: string;

  @ApiProperty({ minLength: 6, maxLength: 32 })
  @IsString()
  @Length(6, 32)
  password!: string;

  @ApiPropertyOptional({
    description: "An existing player's invite code: binds that player as inviter (only here, once)",
  })
  @IsOptional()
  @IsString()
  @Length(0, 32)
  invite_code?: string;

  @ApiProperty({
    example: true,
    description: 'Accepted the user agreement and privacy terms; otherwise 422 AGREEMENT_REQUIRED',
  })
  @IsOptional()
  agree?: unknown;

  @ApiProperty({ example: true, description: 'Confirmed being 18 or older; otherwise 422 AGE_REQUIRED' })
  @IsOptional()
  adult?: unknown;
}
