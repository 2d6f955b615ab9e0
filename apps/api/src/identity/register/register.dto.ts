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

  @ApiPropertyOptional({
    example: 'k3J9x0aQm2VtY7pL',
    description:
      "A stable random id of the player's browser or app (the player web keeps one in localStorage): at most " +
      'REGISTRATIONS_PER_DEVICE_PER_DAY registrations a day carry the same one',
  })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, {
    message: 'device_id must be 8 to 64 letters, digits, - or _',
    context: { zh: 'device_id 须为 8 到 64 位字母、数字、- 或 _' },
  })
  device_id?: string;
}
