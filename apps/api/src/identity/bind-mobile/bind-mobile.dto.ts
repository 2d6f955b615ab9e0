import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { MobileBoundResponse } from '@lootledger/contracts';
import { MobileDto } from '../accounts/mobile.dto';

export class BindMobileDto extends MobileDto {
  @ApiProperty({ example: '123456', description: 'The SMS code sent with is_use 3 (bind)' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'verify must be 6 digits', context: { zh: '验证码须为6位数字' } })
  verify!: string;
}

export class MobileBoundDto implements MobileBoundResponse {
  @ApiProperty({ example: '13800138000' }) mobile!: string;
}
